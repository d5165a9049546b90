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
                CREATE TABLE transactions (
                    id INTEGER PRIMARY KEY,
                    fingerprint BLOB NOT NULL UNIQUE,
                    account TEXT NOT NULL,
                    date TEXT NOT NULL,
                    amount_minor INTEGER NOT NULL,
                    currency TEXT NOT NULL,
                    description TEXT NOT NULL,
                    status TEXT NOT NULL DEFAULT 'posted',
                    file_id INTEGER NOT NULL REFERENCES files(id),
                    line INTEGER NOT NULL
                );
                """),
    ]
}
