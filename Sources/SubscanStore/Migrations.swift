/// The store's schema history: an ordered list of named steps, recorded in the database.
///
/// A step is never edited once it has shipped; a change to the schema is a new step at the end.
/// `PRAGMA user_version` holds how many steps a database has run, and `schema_migrations` names them.
enum Migrations {
    struct Step {
        let name: String
        let sql: String
    }

    static let steps: [Step] = [
        Step(
            name: "create-files-and-transactions",
            sql: """
                CREATE TABLE schema_migrations (
                    version INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    applied_at TEXT NOT NULL
                );
                CREATE TABLE files (
                    id INTEGER PRIMARY KEY,
                    sha256 TEXT NOT NULL,
                    name TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    profile TEXT,
                    byte_count INTEGER NOT NULL DEFAULT 0,
                    rows_read INTEGER NOT NULL DEFAULT 0,
                    rows_added INTEGER NOT NULL DEFAULT 0,
                    imported_at TEXT NOT NULL
                );
                CREATE INDEX files_by_sha256 ON files(sha256);
                CREATE TABLE accounts (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE
                );
                -- Clustered by day: exports are in date order, so inserts append and date ranges are
                -- contiguous. The fingerprint hashes the day too, so (day, fingerprint) is unique
                -- exactly when the fingerprint is. day = days since 1970-01-01; status: 0 posted,
                -- 1 refunded (stable codes; unknown codes read as posted). account_id → accounts.id,
                -- file_id → files.id (not declared, to keep the per-row insert cheap).
                CREATE TABLE transactions (
                    day INTEGER NOT NULL,
                    fingerprint BLOB NOT NULL,
                    account_id INTEGER NOT NULL,
                    amount_minor INTEGER NOT NULL,
                    currency TEXT NOT NULL,
                    description TEXT NOT NULL,
                    status INTEGER NOT NULL DEFAULT 0,
                    file_id INTEGER NOT NULL,
                    line INTEGER NOT NULL,
                    PRIMARY KEY (day, fingerprint)
                ) WITHOUT ROWID;
                """),
        Step(
            name: "create-subscription-state",
            sql: """
                -- What the user decided about a detected subscription, by its stable id
                -- (e.g. netflix-usd). Days are day numbers since 1970-01-01; usage is a stable
                -- string code (often, sometimes, rarely); members ≥ 1 share the cost.
                CREATE TABLE subscription_state (
                    id TEXT PRIMARY KEY,
                    killed_on INTEGER,
                    confirmed_on INTEGER,
                    usage TEXT,
                    members INTEGER NOT NULL DEFAULT 1,
                    updated_at TEXT NOT NULL
                );
                """),
        Step(
            name: "create-manual-subscriptions-and-groups",
            sql: """
                -- Subscriptions the user entered by hand (subscan add). cycle is a BillingCycle code;
                -- next_day / trial_end_day are day numbers.
                CREATE TABLE manual_subscriptions (
                    id TEXT PRIMARY KEY,
                    name TEXT NOT NULL,
                    catalog_id TEXT,
                    currency TEXT NOT NULL,
                    amount_minor INTEGER NOT NULL,
                    cycle TEXT NOT NULL,
                    next_day INTEGER NOT NULL,
                    trial_end_day INTEGER,
                    cancel_url TEXT,
                    category TEXT,
                    created_day INTEGER NOT NULL
                );
                -- One level of groups: a cap on what several subscriptions of one currency and cycle cost.
                CREATE TABLE subscription_groups (
                    name TEXT PRIMARY KEY,
                    cap_minor INTEGER NOT NULL,
                    currency TEXT NOT NULL,
                    cycle TEXT
                );
                ALTER TABLE subscription_state ADD COLUMN group_name TEXT;
                """),
        Step(
            name: "create-ocr-pages",
            sql: """
                -- OCR metering: one row per recognised (or being recognised) page, keyed by the image
                -- bytes' SHA-256 and the page index. state: 0 reserved by owner_pid (counts against the
                -- limit while it runs), 1 recognised and charged to period ('YYYY-MM'). lines holds the
                -- recognised text (JSON) so the same image is never recognised or charged twice.
                -- ocrUsageCount for a period = the rows of that period.
                CREATE TABLE ocr_pages (
                    sha256 TEXT NOT NULL,
                    page INTEGER NOT NULL,
                    period TEXT NOT NULL,
                    state INTEGER NOT NULL,
                    owner_pid INTEGER,
                    reserved_at INTEGER NOT NULL,
                    lines TEXT,
                    PRIMARY KEY (sha256, page)
                );
                CREATE INDEX ocr_pages_by_period ON ocr_pages(period);
                """),
        Step(
            name: "add-subscription-kind",
            sql: """
                -- The kind the user set (subscan kind NAME KIND): a stable string code (subscription,
                -- bill, loan, rent, transfer, income); NULL lets the classifier decide. A code this
                -- version does not know is read as NULL.
                ALTER TABLE subscription_state ADD COLUMN kind TEXT;
                """),
    ]
}
