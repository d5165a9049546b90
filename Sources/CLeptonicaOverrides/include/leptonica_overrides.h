#ifndef SUBSCAN_LEPTONICA_OVERRIDES_H
#define SUBSCAN_LEPTONICA_OVERRIDES_H
// Tesseract's copies of the text lines it recognises, made cheap: see line_images.c; its search
// for ruling lines, made cheap: see open_brick.c.
#include <leptonica/allheaders.h>

/// How many line images Tesseract has stored through subscan's `pixWriteMem` so far (0 would mean
/// the override is not in effect and Tesseract compresses each line at zlib's default level).
long subscan_line_images_written(void);

/// pixOpenBrick as subscan computes it (open_brick.c), and as Leptonica does: for tests.
PIX *subscan_open_brick(PIX *pixs, l_int32 hsize, l_int32 vsize);
PIX *subscan_leptonica_open_brick(PIX *pixs, l_int32 hsize, l_int32 vsize);
/// How many openings subscan's pixOpenBrick has computed itself so far.
long subscan_fast_openings(void);

#endif
