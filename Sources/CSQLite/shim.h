#ifndef SUBSCAN_CSQLITE_SHIM_H
#define SUBSCAN_CSQLITE_SHIM_H
#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import.
static inline sqlite3_destructor_type subscan_sqlite_transient(void) {
    return (sqlite3_destructor_type)-1;
}

// Turns off SQLite's memory statistics, which take a global mutex on every allocation. Must run
// before the first connection opens (sqlite3_config is variadic, which Swift cannot call).
static inline int subscan_sqlite_disable_memstatus(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
#endif
