// Poppler's GLib API behind the plain types of pdf_shim.h (see there).
#include "pdf_shim.h"

#include <cairo.h>
#include <gio/gio.h>
#include <math.h>
#include <poppler.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct subscan_pdf {
    PopplerDocument *document;
};

subscan_pdf *subscan_pdf_open(const void *data, size_t length, const char *password, int *error, char *message,
                              size_t message_size) {
    // Through a memory stream: Poppler 22's new_from_bytes and new_from_data crash when a wrong
    // password is given (the retry with the password's other encoding reuses a freed stream).
    GBytes *bytes = g_bytes_new(data, length);
    GInputStream *stream = g_memory_input_stream_new_from_bytes(bytes);
    GError *failure = NULL;
    PopplerDocument *document = poppler_document_new_from_stream(stream, (goffset)length, password, NULL, &failure);
    g_object_unref(stream);
    g_bytes_unref(bytes);
    if (!document) {
        *error = failure && failure->domain == POPPLER_ERROR && failure->code == POPPLER_ERROR_ENCRYPTED
                     ? SUBSCAN_PDF_ENCRYPTED
                     : SUBSCAN_PDF_DAMAGED;
        if (message && message_size) {
            snprintf(message, message_size, "%s", failure && failure->message ? failure->message : "");
        }
        if (failure) g_error_free(failure);
        return NULL;
    }
    subscan_pdf *pdf = malloc(sizeof *pdf);
    if (!pdf) {
        g_object_unref(document);
        *error = SUBSCAN_PDF_DAMAGED;
        return NULL;
    }
    pdf->document = document;
    *error = SUBSCAN_PDF_OK;
    return pdf;
}

void subscan_pdf_close(subscan_pdf *pdf) {
    if (!pdf) return;
    g_object_unref(pdf->document);
    free(pdf);
}

int subscan_pdf_page_count(subscan_pdf *pdf) { return poppler_document_get_n_pages(pdf->document); }

static PopplerPage *page_at(subscan_pdf *pdf, int index) {
    if (index < 0 || index >= poppler_document_get_n_pages(pdf->document)) return NULL;
    return poppler_document_get_page(pdf->document, index);
}

long subscan_pdf_page_chars(subscan_pdf *pdf, int index, subscan_pdf_char **out) {
    *out = NULL;
    PopplerPage *page = page_at(pdf, index);
    if (!page) return -1;
    char *text = poppler_page_get_text(page);
    PopplerRectangle *rects = NULL;
    guint n_rects = 0;
    if (!text || !poppler_page_get_text_layout(page, &rects, &n_rects) || n_rects == 0) {
        g_free(text);
        g_free(rects);
        g_object_unref(page);
        return 0;
    }
    // One rectangle per character of the text (Poppler builds both from the same word list).
    long n = g_utf8_strlen(text, -1);
    if ((long)n_rects < n) n = n_rects;
    subscan_pdf_char *chars = calloc(n > 0 ? (size_t)n : 1, sizeof *chars);
    if (!chars) {
        g_free(text);
        g_free(rects);
        g_object_unref(page);
        return -1;
    }
    const char *p = text;
    for (long i = 0; i < n; i++) {
        chars[i].scalar = g_utf8_get_char(p);
        p = g_utf8_next_char(p);
        chars[i].x1 = (float)rects[i].x1;
        chars[i].y1 = (float)rects[i].y1;
        chars[i].x2 = (float)rects[i].x2;
        chars[i].y2 = (float)rects[i].y2;
    }
    GList *attributes = poppler_page_get_text_attributes(page);
    for (GList *l = attributes; l; l = l->next) {
        PopplerTextAttributes *a = l->data;
        int bold = a->font_name && (strstr(a->font_name, "Bold") || strstr(a->font_name, "bold") ||
                                    strstr(a->font_name, "Black") || strstr(a->font_name, "Heavy"));
        for (long i = a->start_index < 0 ? 0 : a->start_index; i <= a->end_index && i < n; i++) {
            chars[i].red = (uint8_t)(a->color.red >> 8);
            chars[i].green = (uint8_t)(a->color.green >> 8);
            chars[i].blue = (uint8_t)(a->color.blue >> 8);
            chars[i].bold = (uint8_t)bold;
            chars[i].size = (float)a->font_size;
        }
    }
    poppler_page_free_text_attributes(attributes);
    g_free(text);
    g_free(rects);
    g_object_unref(page);
    *out = chars;
    return n;
}

int subscan_pdf_page_images(subscan_pdf *pdf, int index) {
    PopplerPage *page = page_at(pdf, index);
    if (!page) return 0;
    GList *images = poppler_page_get_image_mapping(page);
    int n = (int)g_list_length(images);
    poppler_page_free_image_mapping(images);
    g_object_unref(page);
    return n;
}

int subscan_pdf_render_gray(subscan_pdf *pdf, int index, double dpi, long max_pixels, const char *path) {
    PopplerPage *page = page_at(pdf, index);
    if (!page) return 1;
    double w, h;
    poppler_page_get_size(page, &w, &h);
    double scale = dpi / 72.0;
    if (max_pixels > 0 && w * h * scale * scale > (double)max_pixels) scale = sqrt((double)max_pixels / (w * h));
    int pw = (int)ceil(w * scale), ph = (int)ceil(h * scale);
    if (pw <= 0 || ph <= 0) {
        g_object_unref(page);
        return 1;
    }
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pw, ph);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        g_object_unref(page);
        return 1;
    }
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, scale, scale);
    poppler_page_render(page, cr);
    cairo_destroy(cr);
    g_object_unref(page);
    cairo_surface_flush(surface);

    int status = 1;
    FILE *f = fopen(path, "wb");
    unsigned char *line = malloc((size_t)pw);
    if (f && line) {
        fprintf(f, "P5\n%d %d\n255\n", pw, ph);
        const unsigned char *data = cairo_image_surface_get_data(surface);
        int stride = cairo_image_surface_get_stride(surface);
        status = 0;
        for (int y = 0; y < ph && status == 0; y++) {
            const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
            for (int x = 0; x < pw; x++) {
                uint32_t px = row[x];
                unsigned r = (px >> 16) & 0xFF, g = (px >> 8) & 0xFF, b = px & 0xFF;
                line[x] = (unsigned char)((r * 299 + g * 587 + b * 114 + 500) / 1000);
            }
            if (fwrite(line, 1, (size_t)pw, f) != (size_t)pw) status = 1;
        }
    }
    free(line);
    if (f && fclose(f) != 0) status = 1;
    cairo_surface_destroy(surface);
    return status;
}
