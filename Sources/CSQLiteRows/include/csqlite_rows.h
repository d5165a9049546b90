#ifndef SUBSCAN_CSQLITE_ROWS_H
#define SUBSCAN_CSQLITE_ROWS_H
#include <sqlite3.h>
#include <stdint.h>

// One transaction row on its way into the store. The pointers only need to live until the
// statement that reads them has been stepped.
typedef struct {
    int64_t day;
    int64_t amount_minor;
    int64_t status;
    int64_t line;
    const void *fingerprint;  // 16 bytes, as stored
    const char *currency;     // 3 ASCII bytes (ISO 4217)
    const char *description;  // UTF-8, description_length bytes
    int32_t description_length;
} subscan_row;

// A batch of rows, handed to SQL as a pointer value (sqlite3_bind_pointer).
typedef struct {
    const subscan_row *rows;
    int64_t count;
} subscan_row_batch;

// Registers the table-valued function `subscan_rows(batch)` on `db`: its columns are day,
// fingerprint, amount_minor, currency, description, status and line, one row per batch entry, so
//   INSERT INTO transactions(...) SELECT ... FROM subscan_rows(?1) WHERE true ON CONFLICT DO NOTHING
// stores a whole batch in one statement step.
int subscan_rows_register(sqlite3 *db);

// Binds `batch` to parameter `index` as the pointer `subscan_rows` reads (nothing is copied).
int subscan_rows_bind(sqlite3_stmt *stmt, int index, const subscan_row_batch *batch);
#endif
