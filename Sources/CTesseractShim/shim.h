#ifndef SUBSCAN_TESSERACT_SHIM_H
#define SUBSCAN_TESSERACT_SHIM_H
// Tesseract 5's C API and Leptonica, plus the few helpers Swift cannot express well:
// OpenMP limiting, pixel statistics over 8-bit images (Leptonica stores bytes in big-endian
// 32-bit words), and a quiet mode for Leptonica's stderr messages.
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
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

/// Keeps freed page-sized buffers in the heap for the next page instead of handing them back to
/// the kernel: a page's images (tens of megabytes each) were otherwise mapped afresh, faulted in and
/// zeroed for every page of a batch. glibc's largest mmap threshold is 32 MiB on 64-bit.
static inline void subscan_keep_freed_memory(void) {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

/// Hands the heap's free memory back to the kernel once a batch is read, so a long-running
/// `subscan watch` does not sit on a batch's worth of page buffers between drops.
static inline void subscan_release_freed_memory(void) {
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

/// Byte x of an 8 bpp Leptonica raster line.
static inline uint8_t subscan_byte(const l_uint32 *line, int x) {
    return *(const uint8_t *)((uintptr_t)((const uint8_t *)line + x) ^ 3);
}

/// An 8 bpp image scaled up by `factor` with bilinear interpolation and framed in a white border of
/// `border` pixels: the same pixels as Leptonica's pixScaleGrayLI followed by pixAddBorder (a
/// source position in sixteenths of a pixel, the last row and column repeated), in one pass and
/// one allocation. Each output row first blends its two source rows into sixteenths, so a pixel
/// costs two products instead of four, and the column positions are worked out once per image,
/// not once per pixel. Factors of exactly 2 or 4, below 1, or another depth go to Leptonica
/// (its own 2x and 4x code rounds differently). NULL when out of memory.
static inline PIX *subscan_scale_gray_framed(PIX *pix, float factor, int border) {
    if (pixGetDepth(pix) != 8 || pixGetColormap(pix) || factor < 1 || factor == 2 || factor == 4) {
        PIX *scaled = pixScaleGrayLI(pix, factor, factor);
        if (!scaled) return NULL;
        PIX *framed = pixAddBorder(scaled, border, 255);
        pixDestroy(&scaled);
        return framed;
    }
    int ws = pixGetWidth(pix), hs = pixGetHeight(pix);
    int wd = (int)(factor * (float)ws + 0.5f), hd = (int)(factor * (float)hs + 0.5f);
    if (ws < 1 || hs < 1 || wd < 1 || hd < 1) return NULL;
    PIX *out = pixCreate(wd + 2 * border, hd + 2 * border, 8);
    int *xs = (int *)malloc(sizeof(int) * (size_t)wd);
    uint16_t *blend = (uint16_t *)malloc(sizeof(uint16_t) * (size_t)(ws + 1));
    if (!out || !xs || !blend) {
        pixDestroy(&out);
        free(xs);
        free(blend);
        return NULL;
    }
    pixCopyResolution(out, pix);
    pixScaleResolution(out, factor, factor);
    pixSetAllArbitrary(out, 255);
    float scx = 16.0f * (float)ws / (float)wd, scy = 16.0f * (float)hs / (float)hd;
    for (int j = 0; j < wd; j++) xs[j] = (int)(scx * (float)j);
    const l_uint32 *src = pixGetData(pix);
    l_uint32 *dst = pixGetData(out);
    int wpls = pixGetWpl(pix), wpld = pixGetWpl(out);
    for (int i = 0; i < hd; i++) {
        int ypm = (int)(scy * (float)i), yp = ypm >> 4, yf = ypm & 15;
        const l_uint32 *r0 = src + (size_t)yp * wpls;
        const l_uint32 *r1 = yp < hs - 1 ? r0 + wpls : r0;
        for (int x = 0; x < ws; x++) blend[x] = (uint16_t)((16 - yf) * subscan_byte(r0, x) + yf * subscan_byte(r1, x));
        blend[ws] = blend[ws - 1];
        uint8_t *line = (uint8_t *)(dst + (size_t)(i + border) * wpld);
        for (int j = 0; j < wd; j++) {
            int xp = xs[j] >> 4, xf = xs[j] & 15;
            int right = xp < ws - 1 ? blend[xp + 1] : blend[xp];
            int v = ((16 - xf) * blend[xp] + xf * right + 128) >> 8;
            line[(j + border) ^ 3] = (uint8_t)v;
        }
    }
    free(xs);
    free(blend);
    return out;
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

/// For each row of an 8 bpp image, how many times the pixels cross `threshold` from one pixel to
/// the next: text rows cross it at every stroke, while a dark frame around a page (a PDF viewer, a
/// photo's table) or a solid bar crosses it only at its edges. `out` has h entries.
static inline void subscan_row_edges(PIX *pix, int threshold, int32_t *out) {
    int w = pixGetWidth(pix), h = pixGetHeight(pix), wpl = pixGetWpl(pix);
    const l_uint32 *data = pixGetData(pix);
    for (int y = 0; y < h; y++) {
        const l_uint32 *line = data + (long)y * wpl;
        int32_t n = 0;
        int dark = w > 0 && subscan_byte(line, 0) < threshold;
        for (int x = 1; x < w; x++) {
            int d = subscan_byte(line, x) < threshold;
            n += d != dark;
            dark = d;
        }
        out[y] = n;
    }
}

/// The median height of glyph-like connected components (3 to 120 px high, at most twice as wide
/// as high) of an 8 bpp image binarised at `threshold`: the size of the text itself, which a row
/// profile overestimates when avatars or two-line rows join its bands. 0 when there are none.
static inline int subscan_glyph_height(PIX *pix, int threshold) {
    PIX *binary = pixConvertTo1(pix, threshold);
    if (!binary) return 0;
    BOXA *boxes = pixConnCompBB(binary, 8);
    pixDestroy(&binary);
    if (!boxes) return 0;
    int n = boxaGetCount(boxes);
    int counts[121] = {0};
    int total = 0;
    for (int i = 0; i < n; i++) {
        l_int32 x, y, w, h;
        if (boxaGetBoxGeometry(boxes, i, &x, &y, &w, &h)) continue;
        if (h < 3 || h > 120 || w > 2 * h) continue;
        counts[h]++;
        total++;
    }
    boxaDestroy(&boxes);
    if (total < 20) return 0;
    int half = total / 2, acc = 0;
    for (int h = 0; h <= 120; h++) { acc += counts[h]; if (acc > half) return h; }
    return 0;
}

/// Clips a box (left and top inclusive, right and bottom exclusive) to an image of `w` × `h`.
static inline void subscan_clip_box(int w, int h, int *left, int *top, int *right, int *bottom) {
    if (*left < 0) *left = 0;
    if (*top < 0) *top = 0;
    if (*right > w) *right = w;
    if (*bottom > h) *bottom = h;
}

/// Whether a sign may stand before the word whose box is `word_left`…`right`, `top`…`bottom` in an
/// 8 bpp image: in the strip from one word height left of it to its end, binarised halfway between
/// its darkest and lightest pixel, a short mark (under 55% of the word's height, centred in its
/// middle band: a minus, a plus, a dash) left of the first tall glyph. Returns 0 only when the
/// first glyph is tall and nothing short stands before it; 1 when a mark is there or the strip
/// cannot tell (no contrast, no tall glyph).
static inline int subscan_sign_mark(PIX *pix, int word_left, int top, int right, int bottom) {
    int w = pixGetWidth(pix), h = pixGetHeight(pix), wpl = pixGetWpl(pix);
    int height = bottom - top;
    if (pixGetDepth(pix) != 8 || height < 4) return 1;
    int left = word_left - height;
    subscan_clip_box(w, h, &left, &top, &right, &bottom);
    if (right - left < 4 || bottom - top < 4) return 1;
    const l_uint32 *data = pixGetData(pix);
    int lo = 255, hi = 0;
    for (int y = top; y < bottom; y++) {
        const l_uint32 *line = data + (long)y * wpl;
        for (int x = left; x < right; x++) {
            int v = subscan_byte(line, x);
            if (v < lo) lo = v;
            if (v > hi) hi = v;
        }
    }
    if (hi - lo < 60) return 1;
    BOX *box = boxCreate(left, top, right - left, bottom - top);
    PIX *strip = box ? pixClipRectangle(pix, box, NULL) : NULL;
    boxDestroy(&box);
    PIX *binary = strip ? pixThresholdToBinary(strip, (lo + hi) / 2) : NULL;
    pixDestroy(&strip);
    BOXA *boxes = binary ? pixConnCompBB(binary, 8) : NULL;
    pixDestroy(&binary);
    if (!boxes) return 1;
    int n = boxaGetCount(boxes);
    // the word's first tall glyph (a tall glyph further left ends the word before it)
    int first_tall = -1, start = word_left - left - height / 3;
    for (int i = 0; i < n; i++) {
        l_int32 x, y, bw, bh;
        if (boxaGetBoxGeometry(boxes, i, &x, &y, &bw, &bh)) continue;
        if (bh * 100 >= height * 55 && x >= start && (first_tall < 0 || x < first_tall)) first_tall = x;
    }
    int mark = first_tall < 0;
    for (int i = 0; i < n && !mark; i++) {
        l_int32 x, y, bw, bh;
        if (boxaGetBoxGeometry(boxes, i, &x, &y, &bw, &bh)) continue;
        if (bh * 100 >= height * 55 || x < start - height / 2 || x + bw > first_tall + 1 || (bw < 3 && bh < 3)) continue;
        int centre = y + bh / 2;
        if (centre * 100 >= height * 25 && centre * 100 <= height * 80) mark = 1;
    }
    boxaDestroy(&boxes);
    return mark;
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

/// The ink of a word: inside the box of a 32 bpp image, the pixels farthest in luminance from the
/// box's median (its background) are the glyphs. Writes their mean red, green and blue, the
/// background's luminance and the ink's luminance to `out[0..4]`. Returns 0 when the box holds no ink.
static inline int subscan_ink(PIX *pix, int left, int top, int right, int bottom, int *out) {
    int w = pixGetWidth(pix), h = pixGetHeight(pix), wpl = pixGetWpl(pix);
    if (pixGetDepth(pix) != 32) return 0;
    subscan_clip_box(w, h, &left, &top, &right, &bottom);
    if (right - left < 1 || bottom - top < 1) return 0;
    const l_uint32 *data = pixGetData(pix);
    int hist[256] = {0};
    long n = 0;
    for (int y = top; y < bottom; y++) {
        const l_uint32 *line = data + (long)y * wpl;
        for (int x = left; x < right; x++) {
            l_uint32 p = line[x];
            int r = (p >> 24) & 0xff, g = (p >> 16) & 0xff, b = (p >> 8) & 0xff;
            hist[(r * 299 + g * 587 + b * 114) / 1000]++;
            n++;
        }
    }
    long half = n / 2, acc = 0;
    int background = 0;
    for (int i = 0; i < 256; i++) { acc += hist[i]; if (acc >= half) { background = i; break; } }
    int far = 0;
    for (int i = 0; i < 256; i++) if (hist[i] && abs(i - background) > far) far = abs(i - background);
    if (far < 24) return 0;
    int cut = far / 2;
    long sr = 0, sg = 0, sb = 0, sl = 0, count = 0;
    for (int y = top; y < bottom; y++) {
        const l_uint32 *line = data + (long)y * wpl;
        for (int x = left; x < right; x++) {
            l_uint32 p = line[x];
            int r = (p >> 24) & 0xff, g = (p >> 16) & 0xff, b = (p >> 8) & 0xff;
            int lum = (r * 299 + g * 587 + b * 114) / 1000;
            if (abs(lum - background) > cut) { sr += r; sg += g; sb += b; sl += lum; count++; }
        }
    }
    if (!count) return 0;
    out[0] = (int)(sr / count); out[1] = (int)(sg / count); out[2] = (int)(sb / count);
    out[3] = background; out[4] = (int)(sl / count);
    return 1;
}
/// The gray page of a dark colour screenshot: an 8 bpp copy of `luminance` where each vivid pixel
/// of `color` (32 bpp, same size; its channels spread by `spread` or more) takes its brightest
/// channel, so red and green money stays bright on near black, unless it lies in a solid patch
/// (one that survives an opening by a `brick` × `brick` square: an avatar disc, a coloured badge),
/// which keeps its luminance: made white, then black once the page is inverted, such patches
/// moved Tesseract's threshold past the gray text beside them. NULL when sizes or depths differ.
static inline PIX *subscan_vivid_gray(PIX *color, PIX *luminance, int spread, int brick) {
    int w = pixGetWidth(color), h = pixGetHeight(color);
    if (pixGetDepth(color) != 32 || pixGetDepth(luminance) != 8 || pixGetWidth(luminance) != w || pixGetHeight(luminance) != h)
        return NULL;
    PIX *spreads = pixConvertRGBToGrayMinMax(color, L_CHOOSE_MAXDIFF);
    PIX *vivid = spreads ? pixThresholdToBinary(spreads, spread) : NULL;  // 1 where the spread is under `spread`
    if (vivid) pixInvert(vivid, vivid);
    PIX *patches = vivid ? pixOpenBrick(NULL, vivid, brick, brick) : NULL;
    PIX *strokes = patches ? pixSubtract(NULL, vivid, patches) : NULL;
    PIX *brightest = strokes ? pixConvertRGBToGrayMinMax(color, L_CHOOSE_MAX) : NULL;
    PIX *out = brightest ? pixCopy(NULL, luminance) : NULL;
    if (out) pixCombineMasked(out, brightest, strokes);
    pixDestroy(&brightest);
    pixDestroy(&strokes);
    pixDestroy(&patches);
    pixDestroy(&vivid);
    pixDestroy(&spreads);
    return out;
}
/// Turns light-on-dark bands of an 8 bpp image into dark-on-light, in place: runs of rows, between
/// `min_height` and `max_height` pixels high, whose pixels are dark (under 100) across at least half
/// the width (a statement's table header printed white on a coloured bar), inverted over the
/// columns that are dark through the band. Recognition reads dark text on light only. Returns how
/// many bands were turned.
static inline int subscan_invert_dark_bands(PIX *pix, int min_height, int max_height) {
    if (pixGetDepth(pix) != 8) return 0;
    int w = pixGetWidth(pix), h = pixGetHeight(pix), wpl = pixGetWpl(pix);
    l_uint32 *data = pixGetData(pix);
    int *dark_rows = (int *)calloc((size_t)h, sizeof(int));
    int *columns = (int *)calloc((size_t)w, sizeof(int));
    if (!dark_rows || !columns) { free(dark_rows); free(columns); return 0; }
    for (int y = 0; y < h; y++) {  // each row: dark across half the width or more
        const l_uint32 *line = data + (long)y * wpl;
        int dark = 0;
        for (int x = 0; x < w; x++) dark += subscan_byte(line, x) < 100;
        dark_rows[y] = dark * 2 >= w;
    }
    int turned = 0, y = 0;
    while (y < h) {
        if (!dark_rows[y]) { y++; continue; }
        int top = y;
        while (y < h && dark_rows[y]) y++;
        int bottom = y;
        if (bottom - top < min_height || bottom - top > max_height) continue;
        for (int x = 0; x < w; x++) columns[x] = 0;
        for (int r = top; r < bottom; r++) {
            const l_uint32 *l = data + (long)r * wpl;
            for (int x = 0; x < w; x++) columns[x] += subscan_byte(l, x) < 100;
        }
        // the bar's extent: the first and last columns dark in most of its rows
        int x0 = 0, x1 = w - 1;
        while (x0 < w && columns[x0] * 2 < bottom - top) x0++;
        while (x1 > x0 && columns[x1] * 2 < bottom - top) x1--;
        if (x1 - x0 + 1 < w / 2) continue;
        for (int r = top; r < bottom; r++) {
            l_uint32 *l = data + (long)r * wpl;
            for (int x = x0; x <= x1; x++) {
                uint8_t *b = (uint8_t *)((uintptr_t)((uint8_t *)l + x) ^ 3);
                *b = (uint8_t)(255 - *b);
            }
        }
        turned++;
    }
    free(columns);
    free(dark_rows);
    return turned;
}
/// Whitens dot leaders (`NETFLIX.COM ........ 15.49`) in an 8 bpp image: rows of small dots that a
/// horizontal closing of `gap` pixels joins into a thin run at least `length` long. Words close into
/// blobs as tall as their letters, and nothing within a gap of those is touched; a leader is
/// only a few pixels high. Tesseract reads a name run into dots as something else (`NETREDCCOM`).
/// Returns 1 when something was removed.
static inline int subscan_remove_dot_leaders(PIX *pix, int gap, int length, int thin) {
    if (pixGetDepth(pix) != 8 || gap < 2 || length < gap || thin < 2) return 0;
    PIX *bin = pixThresholdToBinary(pix, 160);
    if (!bin) return 0;
    int removed = 0;
    PIX *closed = pixCloseBrick(NULL, bin, gap, 1);
    // what is taller than a leader (letters, digits, the words' blobs), with a gap's margin around
    // it: a decimal point or a name's full stop stands within a gap of a digit or a letter
    PIX *tall = closed ? pixOpenBrick(NULL, closed, 1, thin) : NULL;
    PIX *near = tall ? pixDilateBrick(NULL, tall, 2 * gap + 1, 2 * thin + 1) : NULL;
    // the thin runs left apart from those, as long as a leader at least
    PIX *apart = near ? pixSubtract(NULL, closed, near) : NULL;
    PIX *leaders = apart ? pixOpenBrick(NULL, apart, length, 1) : NULL;
    if (leaders) {
        l_int32 empty = 1;
        pixZero(leaders, &empty);
        if (!empty) {
            // the dots themselves, and their anti-aliased edges
            PIX *tallen = pixDilateBrick(NULL, leaders, 1, 3);
            PIX *dots = tallen ? pixAnd(NULL, tallen, bin) : NULL;
            PIX *wide = dots ? pixDilateBrick(NULL, dots, 3, 3) : NULL;
            if (wide) {
                pixSetMasked(pix, wide, 255);
                removed = 1;
            }
            pixDestroy(&wide);
            pixDestroy(&dots);
            pixDestroy(&tallen);
        }
    }
    pixDestroy(&leaders);
    pixDestroy(&apart);
    pixDestroy(&near);
    pixDestroy(&tall);
    pixDestroy(&closed);
    pixDestroy(&bin);
    return removed;
}
/// Levels a scanned page (8 bpp) in place: the paper (the most common shade lighter than mid-grey)
/// and its noise become white, ink black, the anti-aliased edges between keep their grey. Pixels
/// at least 30 shades darker than the paper are ink's edge from there down to 100 shades darker
/// than that, stretched over 0-255. Tesseract's line recogniser reads the grey image, and a flatbed
/// scan's paper grain (±11 shades) made it read `1,153.75` as `1,1D5:75`.
/// A faded page is stretched instead: when the darkest half percent of its pixels (the ink's
/// core) is more than `faded` shades lighter than the shade that would become black, its thin
/// strokes and points lie within the paper's 30 shades and levelling would whiten them (a worn
/// print in a light face on dark paper lost every decimal point: `-$12.54` read `-$12 54`); left
/// grey, Tesseract's own thresholding of the whole page found no text at all. Its shades from 10
/// under the ink's core up to the paper's are stretched over 0-255, the grain kept. (When the
/// darkest half percent reaches into the paper's 30 shades, the page holds too little ink to tell,
/// and is levelled.)
/// Returns the shade from which pixels become white when levelled, minus the paper's shade when
/// stretched, 0 when the page has no light paper.
static inline int subscan_level_paper(PIX *pix, int faded) {
    if (pixGetDepth(pix) != 8) return 0;
    l_int32 w = pixGetWidth(pix), h = pixGetHeight(pix), wpl = pixGetWpl(pix);
    l_uint32 *data = pixGetData(pix);
    long histogram[256] = {0};
    for (l_int32 y = 0; y < h; y++) {
        l_uint32 *line = data + y * wpl;
        for (l_int32 x = 0; x < w; x++) histogram[GET_DATA_BYTE(line, x)]++;
    }
    int paper = 128;
    for (int v = 129; v < 256; v++) if (histogram[v] > histogram[paper]) paper = v;
    if (histogram[paper] == 0) return 0;
    int white = paper - 30;
    if (white < 130) return 0;
    int low = white - 100, stretched = 0;
    long total = (long)w * h, seen = 0;
    int ink = 0;
    while (ink < 255 && (seen += histogram[ink]) * 200 < total) ink++;
    // (A page with little ink, a statement's last rows on a page of its own, has paper grain
    // among its darkest half percent: no faded page, and stretched its grain read as 7,000 words.)
    if (ink > low + faded && ink < white) {
        low = ink - 10;
        white = paper;
        stretched = 1;
        if (white - low < 20) return 0;
    }
    l_uint8 map[256];
    for (int v = 0; v < 256; v++) map[v] = v <= low ? 0 : v >= white ? 255 : (l_uint8)((v - low) * 255 / (white - low));
    for (l_int32 y = 0; y < h; y++) {
        l_uint32 *line = data + y * wpl;
        for (l_int32 x = 0; x < w; x++) SET_DATA_BYTE(line, x, map[GET_DATA_BYTE(line, x)]);
    }
    return stretched ? -white : white;
}
/// Whitens the ruling lines of a table (a scanned statement's grid) in an 8 bpp image: runs of
/// dark pixels (darker than 160, as text is) at least `length` long down or twice that across,
/// found by morphological opening of the binarised page and widened by a pixel for their
/// anti-aliased edges. Glyph strokes are shorter: the strokes of a bold Chinese title (`储种`) join
/// across its two characters for 60 px at 300 dpi, and were cut through when 50 px was enough.
/// Returns 1 when something was removed.
static inline int subscan_remove_rulings(PIX *pix, int length) {
    if (pixGetDepth(pix) != 8 || length < 3) return 0;
    PIX *bin = pixThresholdToBinary(pix, 160);
    if (!bin) return 0;
    PIX *h = pixOpenBrick(NULL, bin, 2 * length, 1);
    PIX *v = pixOpenBrick(NULL, bin, 1, length);
    int removed = 0;
    if (h && v) {
        PIX *lines = pixOr(NULL, h, v);
        if (lines) {
            l_int32 empty = 1;
            pixZero(lines, &empty);
            if (!empty) {
                PIX *wide = pixDilateBrick(NULL, lines, 3, 3);
                if (wide) {
                    pixSetMasked(pix, wide, 255);
                    removed = 1;
                    pixDestroy(&wide);
                }
            }
            pixDestroy(&lines);
        }
    }
    pixDestroy(&h);
    pixDestroy(&v);
    pixDestroy(&bin);
    return removed;
}
#endif
