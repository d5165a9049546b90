// SHA-256 from the system's libcrypto (OpenSSL, libssl-dev). Its SHA256_Init/Update/Final call the
// block function for this CPU (the x86 SHA instructions when present) with no per-call lookup;
// OpenSSL 3 only marks them deprecated in favour of EVP, whose per-digest setup costs more than a
// fingerprint's one block. Pinning the API level to 1.1.1 keeps them without deprecation warnings.
#define OPENSSL_API_COMPAT 10101
#include <openssl/sha.h>
