#ifndef SUBSCAN_CSHA256_H
#define SUBSCAN_CSHA256_H
#include <stddef.h>
#include <stdint.h>

/// 1 when this CPU has the SHA extensions (and SSSE3/SSE4.1) that subscan_sha256_ni_blocks uses.
int subscan_sha256_has_ni(void);

/// SHA-256 compression of `blocks` 64-byte blocks at `data` into `state` (a..h), with the x86 SHA
/// instructions. Call only when subscan_sha256_has_ni() returned 1.
void subscan_sha256_ni_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);
#endif
