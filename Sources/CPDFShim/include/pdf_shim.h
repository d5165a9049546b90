#ifndef SUBSCAN_PDF_SHIM_H
#define SUBSCAN_PDF_SHIM_H
// PDF documents through Poppler's GLib API, behind plain C types: open from bytes (with a
// password), count pages, list a page's text-layer characters with their boxes,
// colour and type, and render a page to a gray image file for OCR.
#include <stddef.h>
#include <stdint.h>

typedef struct subscan_pdf subscan_pdf;

enum {
    SUBSCAN_PDF_OK = 0,
    /// Encrypted and no password given, or the password is wrong.
    SUBSCAN_PDF_ENCRYPTED = 1,
    /// Not a PDF Poppler can open (damaged, truncated).
    SUBSCAN_PDF_DAMAGED = 2,
};

/// One Unicode scalar of a page's text layer. Boxes are in PDF points from the page's top-left.
/// Spaces and line ends between words are included (Poppler's reading of the page).
typedef struct {
    uint32_t scalar;
    float x1, y1, x2, y2;
    uint8_t red, green, blue;
    /// 1 when the font's name says bold (`Helvetica-Bold`, `Roboto-Bold`).
    uint8_t bold;
    float size;
} subscan_pdf_char;

/// Opens a document from `length` bytes (copied). On failure returns NULL, sets `*error` and
/// writes Poppler's message into `message` (at most `message_size` bytes, NUL-terminated).
subscan_pdf *subscan_pdf_open(const void *data, size_t length, const char *password, int *error, char *message,
                              size_t message_size);
void subscan_pdf_close(subscan_pdf *pdf);
int subscan_pdf_page_count(subscan_pdf *pdf);
/// The page's text-layer characters into `*out` (free with `free`); returns their count, 0 for a
/// page with no text layer, -1 when the page cannot be read.
long subscan_pdf_page_chars(subscan_pdf *pdf, int page, subscan_pdf_char **out);
/// How many images the page draws (a scanned page is one image).
int subscan_pdf_page_images(subscan_pdf *pdf, int page);
/// Renders the page at `dpi` onto white and writes it as an 8-bit gray PGM to `path` (uncompressed:
/// written fast, read by Leptonica). Returns 0 on success. A page that would have more than
/// `max_pixels` is rendered at a lower resolution.
int subscan_pdf_render_gray(subscan_pdf *pdf, int page, double dpi, long max_pixels, const char *path);

#endif
