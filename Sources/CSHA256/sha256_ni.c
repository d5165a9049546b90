// SHA-256 block compression with the x86 SHA extensions (SHA-NI): the instructions Swift cannot
// emit. The portable Swift implementation in SubscanCore is used on CPUs without them.
#include "csha256.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>

int subscan_sha256_has_ni(void) {
    unsigned int a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    int ssse3 = (c >> 9) & 1, sse41 = (c >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    int sha = (b >> 29) & 1;
    return ssse3 && sse41 && sha;
}

static const uint32_t K[64] __attribute__((aligned(16))) = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

__attribute__((target("sha,sse4.1,ssse3")))
void subscan_sha256_ni_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    const __m128i MASK = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i TMP = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i STATE1 = _mm_loadu_si128((const __m128i *)&state[4]);
    TMP = _mm_shuffle_epi32(TMP, 0xB1);           // CDAB
    STATE1 = _mm_shuffle_epi32(STATE1, 0x1B);     // EFGH
    __m128i STATE0 = _mm_alignr_epi8(TMP, STATE1, 8);   // ABEF
    STATE1 = _mm_blend_epi16(STATE1, TMP, 0xF0);  // CDGH

    while (blocks--) {
        const __m128i ABEF = STATE0, CDGH = STATE1;
        __m128i M[4], MSG;
        for (int g = 0; g < 16; g++) {
            __m128i *cur = &M[g & 3], *prev = &M[(g + 3) & 3], *next = &M[(g + 1) & 3];
            if (g < 4) *cur = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * g)), MASK);
            MSG = _mm_add_epi32(*cur, _mm_load_si128((const __m128i *)&K[4 * g]));
            STATE1 = _mm_sha256rnds2_epu32(STATE1, STATE0, MSG);
            if (g >= 3 && g <= 14) {  // finish the words of the next group
                *next = _mm_add_epi32(*next, _mm_alignr_epi8(*cur, *prev, 4));
                *next = _mm_sha256msg2_epu32(*next, *cur);
            }
            MSG = _mm_shuffle_epi32(MSG, 0x0E);
            STATE0 = _mm_sha256rnds2_epu32(STATE0, STATE1, MSG);
            if (g >= 1 && g <= 12) *prev = _mm_sha256msg1_epu32(*prev, *cur);  // start the words three groups on
        }
        STATE0 = _mm_add_epi32(STATE0, ABEF);
        STATE1 = _mm_add_epi32(STATE1, CDGH);
        data += 64;
    }

    TMP = _mm_shuffle_epi32(STATE0, 0x1B);        // FEBA
    STATE1 = _mm_shuffle_epi32(STATE1, 0xB1);     // DCHG
    STATE0 = _mm_blend_epi16(TMP, STATE1, 0xF0);  // DCBA
    STATE1 = _mm_alignr_epi8(STATE1, TMP, 8);     // ABEF
    _mm_storeu_si128((__m128i *)&state[0], STATE0);
    _mm_storeu_si128((__m128i *)&state[4], STATE1);
}
#else
int subscan_sha256_has_ni(void) { return 0; }
void subscan_sha256_ni_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    (void)state; (void)data; (void)blocks;
}
#endif
