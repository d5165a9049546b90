#ifndef SUBSCAN_TESSERACT_OVERRIDES_H
#define SUBSCAN_TESSERACT_OVERRIDES_H
// Tesseract's network cursor (StrideMap::Index) without its calls into itself: see stride_map.c.

/// 1 when subscan's definitions are in effect (Tesseract 4 or 5), 0 when Tesseract's own are called.
int subscan_stride_layout_assumed(void);

/// Runs method `method` (0 MaxIndexOfDim(argument), 1 IsValid, 2 IsLast(argument), 3 Increment,
/// 4 Decrement, 5 InitToLastOfBatch(argument), 6 SetTFromIndices, 7 AddOffset(argument, width))
/// on a cursor at `indices` over a map of `shape` (and per-batch heights and widths), once by
/// subscan's definition (results[0]) and once by Tesseract's own (results[1]): the return value,
/// then the cursor's t and its three indices. -1 when Tesseract's own cannot be found.
int subscan_stride_compare(const int shape[3], const int *heights, int nheights, const int *widths, int nwidths,
                           const int indices[3], int method, int argument, int results[2][5]);

#endif
