// Tesseract's page layout looks for ruling lines (LineFinder::FindAndRemoveLines) by opening the
// binarised page with long thin bricks, a quarter inch and more (pixOpenBrick). Leptonica opens a
// 1-bit image with one full-page rasterop per pixel of the brick: a 75-pixel brick is 150 passes
// over the page, twice over (across and down). On a 20-page batch that was 6-7% of the CPU.
//
// This definition of Leptonica's pixOpenBrick, linked into the subscan executable, is the one
// Tesseract's calls (and subscan's own) bind to (ELF symbol interposition, as pixWriteMem in
// line_images.c). It computes the same opening with shifted ANDs and ORs whose spans double, a
// few dozen passes instead of hundreds. An opening keeps exactly the ON pixels covered by some
// hsize x vsize rectangle of ON pixels lying inside the image: it does not depend on the brick's
// origin, and Leptonica's default (asymmetric) boundary condition takes pixels outside the image
// as OFF for both erosion and dilation. The result is pixel for pixel Leptonica's (a unit test
// compares them on random pages at many brick sizes). Anything else (an image that is not 1 bit,
// an output image given, the symmetric boundary condition) goes to Leptonica's own.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <leptonica/allheaders.h>
#include "leptonica_overrides.h"

typedef PIX *(*open_brick_fn)(PIX *, PIX *, l_int32, l_int32);

static _Atomic(open_brick_fn) leptonica_open_brick = NULL;
static atomic_long fast_openings = 0;

static open_brick_fn leptonica_open(void) {
    open_brick_fn next = atomic_load(&leptonica_open_brick);
    if (!next) {
        next = (open_brick_fn)dlsym(RTLD_NEXT, "pixOpenBrick");
        if (next) atomic_store(&leptonica_open_brick, next);
    }
    return next;
}

// A row of `words` 32-bit words, pixel x at bit (31 - x % 32) of word x / 32 (Leptonica's order).
// out[x] = in[x + k] (k > 0: from the right) or in[x - |k|] (k < 0), OFF past either end.
static void shifted(uint32_t *out, const uint32_t *in, int words, int k) {
    if (k >= 0) {
        int q = k >> 5, r = k & 31;
        for (int i = 0; i < words; i++) {
            uint32_t a = i + q < words ? in[i + q] : 0;
            uint32_t b = i + q + 1 < words ? in[i + q + 1] : 0;
            out[i] = r ? (a << r) | (b >> (32 - r)) : a;
        }
    } else {
        k = -k;
        int q = k >> 5, r = k & 31;
        for (int i = 0; i < words; i++) {
            uint32_t a = i - q >= 0 ? in[i - q] : 0;
            uint32_t b = i - q - 1 >= 0 ? in[i - q - 1] : 0;
            out[i] = r ? (a >> r) | (b << (32 - r)) : a;
        }
    }
}

// Each row of `img` (h rows of wpl words) becomes: AND (erode) or OR (dilate) of `span` pixels,
// the window starting at the pixel (erode: x .. x+span-1) or ending at it (dilate: x-span+1 .. x).
// Windows double (1, 2, 4, ...) and the span is built from its binary digits: O(log span) passes.
static void across(uint32_t *img, int h, int wpl, int span, int erode, uint32_t *t1, uint32_t *t2, uint32_t *acc) {
    if (span <= 1) return;
    for (int y = 0; y < h; y++) {
        uint32_t *row = img + (size_t)y * wpl;
        // t1: the doubling window (starts as the row); acc: the window built so far, `built` wide
        memcpy(t1, row, (size_t)wpl * 4);
        int built = 0, width = 1;
        for (int rest = span; rest; rest >>= 1) {
            if (rest & 1) {
                if (built == 0) {
                    memcpy(acc, t1, (size_t)wpl * 4);
                } else {
                    // acc(x) ∘= window(x + built) (erode) or window(x - built) (dilate)
                    shifted(t2, t1, wpl, erode ? built : -built);
                    for (int i = 0; i < wpl; i++) acc[i] = erode ? (acc[i] & t2[i]) : (acc[i] | t2[i]);
                }
                built += width;
            }
            if (rest >> 1) {
                shifted(t2, t1, wpl, erode ? width : -width);
                for (int i = 0; i < wpl; i++) t1[i] = erode ? (t1[i] & t2[i]) : (t1[i] | t2[i]);
                width <<= 1;
            }
        }
        memcpy(row, acc, (size_t)wpl * 4);
    }
}

// The same down the columns: rows y .. y+span-1 (erode) or y-span+1 .. y (dilate); OFF past the ends.
static void down(uint32_t *img, int h, int wpl, int span, int erode, uint32_t *t1, uint32_t *acc) {
    if (span <= 1) return;
    size_t n = (size_t)h * wpl;
    memcpy(t1, img, n * 4);
    int built = 0, width = 1;
    for (int rest = span; rest; rest >>= 1) {
        if (rest & 1) {
            if (built == 0) {
                memcpy(acc, t1, n * 4);
            } else {
                for (int y = 0; y < h; y++) {
                    int from = erode ? y + built : y - built;
                    uint32_t *a = acc + (size_t)y * wpl;
                    if (from < 0 || from >= h) {
                        if (erode) memset(a, 0, (size_t)wpl * 4);
                        continue;
                    }
                    const uint32_t *b = t1 + (size_t)from * wpl;
                    for (int i = 0; i < wpl; i++) a[i] = erode ? (a[i] & b[i]) : (a[i] | b[i]);
                }
            }
            built += width;
        }
        if (rest >> 1) {
            // t1(y) ∘= t1(y ± width), in an order that reads rows not yet changed
            if (erode) {
                for (int y = 0; y < h; y++) {
                    uint32_t *a = t1 + (size_t)y * wpl;
                    if (y + width >= h) {
                        memset(a, 0, (size_t)wpl * 4);
                        continue;
                    }
                    const uint32_t *b = t1 + (size_t)(y + width) * wpl;
                    for (int i = 0; i < wpl; i++) a[i] &= b[i];
                }
            } else {
                for (int y = h - 1; y >= width; y--) {
                    uint32_t *a = t1 + (size_t)y * wpl;
                    const uint32_t *b = t1 + (size_t)(y - width) * wpl;
                    for (int i = 0; i < wpl; i++) a[i] |= b[i];
                }
            }
            width <<= 1;
        }
    }
    memcpy(img, acc, n * 4);
}

PIX *subscan_open_brick(PIX *pixs, l_int32 hsize, l_int32 vsize) {
    l_int32 w = pixGetWidth(pixs), h = pixGetHeight(pixs), wpl = pixGetWpl(pixs);
    PIX *pixd = pixCreateTemplate(pixs);
    if (!pixd) return NULL;
    uint32_t *d = (uint32_t *)pixGetData(pixd);
    memcpy(d, pixGetData(pixs), (size_t)h * wpl * 4);
    // padding bits right of the last pixel are outside the image: OFF
    int tail = w & 31;
    if (tail) {
        uint32_t mask = ~0u << (32 - tail);
        for (int y = 0; y < h; y++) d[(size_t)y * wpl + wpl - 1] &= mask;
    }
    size_t n = (size_t)h * wpl;
    uint32_t *t1 = malloc(n * 4), *acc = malloc(n * 4), *t2 = malloc((size_t)wpl * 4);
    if (!t1 || !acc || !t2) {
        free(t1);
        free(acc);
        free(t2);
        pixDestroy(&pixd);
        return NULL;
    }
    across(d, h, wpl, hsize, 1, t1, t2, acc);
    down(d, h, wpl, vsize, 1, t1, acc);
    across(d, h, wpl, hsize, 0, t1, t2, acc);
    down(d, h, wpl, vsize, 0, t1, acc);
    if (tail) {
        uint32_t mask = ~0u << (32 - tail);
        for (int y = 0; y < h; y++) d[(size_t)y * wpl + wpl - 1] &= mask;
    }
    free(t1);
    free(acc);
    free(t2);
    return pixd;
}

PIX *pixOpenBrick(PIX *pixd, PIX *pixs, l_int32 hsize, l_int32 vsize) {
    if (pixd == NULL && pixs != NULL && pixGetDepth(pixs) == 1 && hsize >= 1 && vsize >= 1 && (hsize > 1 || vsize > 1)
        && getMorphBorderPixelColor(L_MORPH_ERODE, 1) == 0) {
        PIX *fast = subscan_open_brick(pixs, hsize, vsize);
        if (fast) {
            atomic_fetch_add(&fast_openings, 1);
            return fast;
        }
    }
    open_brick_fn next = leptonica_open();
    return next ? next(pixd, pixs, hsize, vsize) : NULL;
}

PIX *subscan_leptonica_open_brick(PIX *pixs, l_int32 hsize, l_int32 vsize) {
    open_brick_fn next = leptonica_open();
    return next ? next(NULL, pixs, hsize, vsize) : NULL;
}

long subscan_fast_openings(void) { return atomic_load(&fast_openings); }
