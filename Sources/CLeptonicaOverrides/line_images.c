// Tesseract 5.3 as Debian builds it keeps every text line it recognises as an image in memory:
// ImageData::SetPixInternal writes it with pixWriteMem(..., IFF_PNG), and the recogniser reads it
// back a moment later with pixReadMem, which tells the format from the data's first bytes. At
// zlib's default level the PNG round trip (compress, then decode) took 7% of the CPU of a 20-page
// batch. Tesseract has a build option to keep the pixels instead (TESSERACT_IMAGEDATA_AS_PIX);
// Debian's library does not use it. This definition of Leptonica's pixWriteMem, linked into the
// subscan executable, is the one Tesseract's call binds to (ELF symbol interposition): asked for a
// PNG, it stores Leptonica's own serialised image (spix: the raster and colormap as they are, no
// compression), which pixReadMem reads back to the same pixels. Recognition reads the very same
// pixels: the tuning pages read byte for byte alike with and without it. Any other format is
// handed to Leptonica's own pixWriteMem; subscan's own code never writes images to memory, so
// nothing else is affected.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <leptonica/allheaders.h>
#include "leptonica_overrides.h"

typedef l_ok (*write_mem_fn)(l_uint8 **, size_t *, PIX *, l_int32);

static _Atomic(write_mem_fn) leptonica_write_mem = NULL;
static atomic_long line_images = 0;

l_ok pixWriteMem(l_uint8 **pdata, size_t *psize, PIX *pix, l_int32 format) {
    write_mem_fn next = atomic_load(&leptonica_write_mem);
    if (!next) {
        next = (write_mem_fn)dlsym(RTLD_NEXT, "pixWriteMem");
        if (!next) return 1;
        atomic_store(&leptonica_write_mem, next);
    }
    if (format == IFF_PNG && pix) {
        atomic_fetch_add(&line_images, 1);
        return pixWriteMemSpix(pdata, psize, pix);
    }
    return next(pdata, psize, pix, format);
}

long subscan_line_images_written(void) { return atomic_load(&line_images); }
