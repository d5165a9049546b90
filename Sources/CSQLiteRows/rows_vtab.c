// The `subscan_rows` virtual table: a batch of rows in memory, read by one INSERT ... SELECT.
//
// Inserting a batch this way starts SQLite's program once per batch instead of once per row (no
// per-row bind, step, reset, cursor open and seek from the root): 1,000,000 rows took 2.1-2.3 s of
// SQLite CPU one statement per row and 1.4-1.5 s as sorted batches of 2,048 (scripts/bench-sqlite-batch).
#include "csqlite_rows.h"
#include <string.h>

static const char *const kPointerType = "subscan_row_batch";

enum { COL_DAY, COL_FINGERPRINT, COL_AMOUNT, COL_CURRENCY, COL_DESCRIPTION, COL_STATUS, COL_LINE, COL_BATCH };

typedef struct {
    sqlite3_vtab base;
} rows_table;

typedef struct {
    sqlite3_vtab_cursor base;
    const subscan_row *rows;
    int64_t count;
    int64_t index;
} rows_cursor;

static int rows_connect(sqlite3 *db, void *aux, int argc, const char *const *argv, sqlite3_vtab **out, char **err) {
    (void)aux; (void)argc; (void)argv; (void)err;
    int rc = sqlite3_declare_vtab(
        db, "CREATE TABLE x(day, fingerprint, amount_minor, currency, description, status, line, batch HIDDEN)");
    if (rc != SQLITE_OK) return rc;
    rows_table *table = sqlite3_malloc(sizeof(rows_table));
    if (!table) return SQLITE_NOMEM;
    memset(table, 0, sizeof(*table));
    *out = &table->base;
    return SQLITE_OK;
}

static int rows_disconnect(sqlite3_vtab *table) {
    sqlite3_free(table);
    return SQLITE_OK;
}

// The only plan: the batch argument given (idxNum 1); without it the table is empty.
static int rows_best_index(sqlite3_vtab *table, sqlite3_index_info *info) {
    (void)table;
    info->idxNum = 0;
    for (int i = 0; i < info->nConstraint; i++) {
        const struct sqlite3_index_constraint *c = &info->aConstraint[i];
        if (c->iColumn == COL_BATCH && c->op == SQLITE_INDEX_CONSTRAINT_EQ) {
            if (!c->usable) return SQLITE_CONSTRAINT;
            info->aConstraintUsage[i].argvIndex = 1;
            info->aConstraintUsage[i].omit = 1;
            info->idxNum = 1;
        }
    }
    info->estimatedCost = 1;
    info->estimatedRows = 2048;
    return SQLITE_OK;
}

static int rows_open(sqlite3_vtab *table, sqlite3_vtab_cursor **out) {
    (void)table;
    rows_cursor *cursor = sqlite3_malloc(sizeof(rows_cursor));
    if (!cursor) return SQLITE_NOMEM;
    memset(cursor, 0, sizeof(*cursor));
    *out = &cursor->base;
    return SQLITE_OK;
}

static int rows_close(sqlite3_vtab_cursor *cursor) {
    sqlite3_free(cursor);
    return SQLITE_OK;
}

static int rows_filter(sqlite3_vtab_cursor *base, int idxNum, const char *idxStr, int argc, sqlite3_value **argv) {
    (void)idxStr;
    rows_cursor *cursor = (rows_cursor *)base;
    cursor->rows = NULL;
    cursor->count = 0;
    cursor->index = 0;
    if (idxNum == 1 && argc == 1) {
        const subscan_row_batch *batch = sqlite3_value_pointer(argv[0], kPointerType);
        if (batch && batch->count > 0 && batch->rows) {
            cursor->rows = batch->rows;
            cursor->count = batch->count;
        }
    }
    return SQLITE_OK;
}

static int rows_next(sqlite3_vtab_cursor *base) {
    ((rows_cursor *)base)->index++;
    return SQLITE_OK;
}

static int rows_eof(sqlite3_vtab_cursor *base) {
    rows_cursor *cursor = (rows_cursor *)base;
    return cursor->index >= cursor->count;
}

static int rows_column(sqlite3_vtab_cursor *base, sqlite3_context *ctx, int column) {
    rows_cursor *cursor = (rows_cursor *)base;
    const subscan_row *row = &cursor->rows[cursor->index];
    switch (column) {
    case COL_DAY: sqlite3_result_int64(ctx, row->day); break;
    case COL_FINGERPRINT: sqlite3_result_blob(ctx, row->fingerprint, 16, SQLITE_STATIC); break;
    case COL_AMOUNT: sqlite3_result_int64(ctx, row->amount_minor); break;
    case COL_CURRENCY: sqlite3_result_text(ctx, row->currency, 3, SQLITE_STATIC); break;
    case COL_DESCRIPTION: sqlite3_result_text(ctx, row->description, row->description_length, SQLITE_STATIC); break;
    case COL_STATUS: sqlite3_result_int64(ctx, row->status); break;
    case COL_LINE: sqlite3_result_int64(ctx, row->line); break;
    default: sqlite3_result_null(ctx); break;
    }
    return SQLITE_OK;
}

static int rows_rowid(sqlite3_vtab_cursor *base, sqlite3_int64 *rowid) {
    *rowid = ((rows_cursor *)base)->index;
    return SQLITE_OK;
}

// Eponymous only (no xCreate): it exists in every schema as `subscan_rows` and cannot be created.
static sqlite3_module rows_module = {
    .iVersion = 0,
    .xCreate = NULL,
    .xConnect = rows_connect,
    .xBestIndex = rows_best_index,
    .xDisconnect = rows_disconnect,
    .xDestroy = NULL,
    .xOpen = rows_open,
    .xClose = rows_close,
    .xFilter = rows_filter,
    .xNext = rows_next,
    .xEof = rows_eof,
    .xColumn = rows_column,
    .xRowid = rows_rowid,
};

int subscan_rows_register(sqlite3 *db) {
    return sqlite3_create_module(db, "subscan_rows", &rows_module, NULL);
}

int subscan_rows_bind(sqlite3_stmt *stmt, int index, const subscan_row_batch *batch) {
    return sqlite3_bind_pointer(stmt, index, (void *)batch, kPointerType, NULL);
}
