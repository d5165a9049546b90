#ifndef SUBSCAN_CSQLITE_SHIM_H
#define SUBSCAN_CSQLITE_SHIM_H
#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import.
static inline sqlite3_destructor_type subscan_sqlite_transient(void) {
    return (sqlite3_destructor_type)-1;
}
#endif
