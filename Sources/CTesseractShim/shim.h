#ifndef SUBSCAN_TESSERACT_SHIM_H
#define SUBSCAN_TESSERACT_SHIM_H
// Tesseract 5's C API and Leptonica, plus the few helpers Swift cannot express well:
// OpenMP limiting, pixel statistics over 8-bit images (Leptonica stores bytes in big-endian
// 32-bit words), and a quiet mode for Leptonica's stderr messages.
#include <dlfcn.h>
#include <stdint.h>
#include <leptonica/allheaders.h>
#include <tesseract/capi.h>

/// Limits OpenMP to one thread per engine when OMP_THREAD_LIMIT was not in the environment
/// (Debian's Tesseract is built with OpenMP; unlimited it is several times slower on 2 cores).
/// Found with dlsym because libgomp is only an indirect dependency. Returns 1 when applied.
static inline int subscan_limit_openmp(void) {
    void (*set_dynamic)(int) = (void (*)(int))dlsym(RTLD_DEFAULT, "omp_set_dynamic");
    void (*set_threads)(int) = (void (*)(int))dlsym(RTLD_DEFAULT, "omp_set_num_threads");
    if (set_dynamic) set_dynamic(1);
    if (set_threads) set_threads(1);
    return set_dynamic != 0 || set_threads != 0;
}

/// Leptonica prints every failed read to stderr; subscan reports errors itself.
static inline void subscan_leptonica_quiet(void) { setMsgSeverity(L_SEVERITY_NONE); }

/// Byte x of an 8 bpp Leptonica raster line.
static inline uint8_t subscan_byte(const l_uint32 *line, int x) {
    return *(const uint8_t *)((uintptr_t)((const uint8_t *)line + x) ^ 3);
}

/// Mean gray value (0 black … 255 white) of an 8 bpp image, sampling every `step`-th pixel.
static inline double subscan_mean_gray(PIX *pix, int step) {
    int w = pixGetWidth(pix), h = pixGetHeight(pix), wpl = pixGetWpl(pix);
    const l_uint32 *data = pixGetData(pix);
    if (w <= 0 || h <= 0 || step < 1) return 255;
    double sum = 0;
    long count = 0;
    for (int y = 0; y < h; y += step) {
        const l_uint32 *line = data + (long)y * wpl;
        for (int x = 0; x < w; x += step) { sum += subscan_byte(line, x); count++; }
    }
    return count ? sum / count : 255;
}

/// For each row of an 8 bpp image, how many pixels are darker than `threshold`:
/// the horizontal projection from which text line heights are measured. `out` has h entries.
static inline void subscan_row_ink(PIX *pix, int threshold, int32_t *out) {
    int w = pixGetWidth(pix), h = pixGetHeight(pix), wpl = pixGetWpl(pix);
    const l_uint32 *data = pixGetData(pix);
    for (int y = 0; y < h; y++) {
        const l_uint32 *line = data + (long)y * wpl;
        int32_t n = 0;
        for (int x = 0; x < w; x++) n += subscan_byte(line, x) < threshold;
        out[y] = n;
    }
}

/// Number of images in a TIFF file (1 for other formats), or -1 when it cannot be read.
static inline int subscan_tiff_page_count(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    l_int32 n = 0;
    int bad = tiffGetCount(f, &n);
    fclose(f);
    return bad ? -1 : n;
}
#endif
