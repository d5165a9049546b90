#ifndef SUBSCAN_LINE_IMAGES_H
#define SUBSCAN_LINE_IMAGES_H
// Tesseract's copies of the text lines it recognises, made cheap: see line_images.c.

/// How many line images Tesseract has stored through subscan's `pixWriteMem` so far (0 would mean
/// the override is not in effect and Tesseract compresses each line at zlib's default level).
long subscan_line_images_written(void);

#endif
