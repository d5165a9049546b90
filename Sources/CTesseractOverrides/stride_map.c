// Tesseract's LSTM walks its network's inputs and outputs with StrideMap::Index, a cursor over
// (batch, height, width) whose methods are a few instructions each: the largest index of a
// dimension (MaxIndexOfDim), whether the cursor is inside the map (IsValid), step forward or back
// (Increment, Decrement), move by an offset (AddOffset). Debian's libtesseract calls them through
// its PLT even from one another (IsValid calls MaxIndexOfDim three times), once per time step of
// every layer: on a 20-page batch they were 13% of the CPU, mostly calls.
//
// These definitions, linked into the subscan executable, are the ones Tesseract's calls bind to
// (ELF symbol interposition, as Leptonica's in CLeptonicaOverrides). They do what Tesseract 5's
// stridemap.cpp does, with MaxIndexOfDim and SetTFromIndices inlined into the others. They read
// Tesseract's two classes by their layout, which has not changed since Tesseract 4:
//
//     class StrideMap { int shape_[3]; int t_increments_[3]; std::vector<int> heights_, widths_; };
//     class StrideMap::Index { const StrideMap *stride_map_; int t_; int indices_[3]; };
//
// (dimensions FD_BATCH = 0, FD_HEIGHT = 1, FD_WIDTH = 2). A unit test runs each of them beside
// Tesseract's own on the same cursors and compares every result and every field: a layout that
// changed fails it. A Tesseract other than 4.x or 5.x is not assumed to share the layout: its own
// definitions are called instead.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include "tesseract_overrides.h"

typedef struct {
    int shape[3];
    int t_increments[3];
    const int *heights_begin, *heights_end, *heights_capacity;
    const int *widths_begin, *widths_end, *widths_capacity;
} stride_map;

typedef struct {
    const stride_map *map;
    int t;
    int indices[3];
} stride_index;

#define MAX_INDEX_OF_DIM "_ZNK9tesseract9StrideMap5Index13MaxIndexOfDimENS_14FlexDimensionsE"
#define IS_VALID "_ZNK9tesseract9StrideMap5Index7IsValidEv"
#define IS_LAST "_ZNK9tesseract9StrideMap5Index6IsLastENS_14FlexDimensionsE"
#define INCREMENT "_ZN9tesseract9StrideMap5Index9IncrementEv"
#define DECREMENT "_ZN9tesseract9StrideMap5Index9DecrementEv"
#define INIT_TO_LAST_OF_BATCH "_ZN9tesseract9StrideMap5Index17InitToLastOfBatchEi"
#define SET_T_FROM_INDICES "_ZN9tesseract9StrideMap5Index15SetTFromIndicesEv"
#define ADD_OFFSET "_ZN9tesseract9StrideMap5Index9AddOffsetEiNS_14FlexDimensionsE"

enum { MAX_INDEX_OF_DIM_I, IS_VALID_I, IS_LAST_I, INCREMENT_I, DECREMENT_I, INIT_TO_LAST_OF_BATCH_I, SET_T_FROM_INDICES_I,
       ADD_OFFSET_I, METHODS };
static const char *const method_names[METHODS] = {MAX_INDEX_OF_DIM, IS_VALID, IS_LAST, INCREMENT, DECREMENT,
                                                  INIT_TO_LAST_OF_BATCH, SET_T_FROM_INDICES, ADD_OFFSET};

// Tesseract's own definition of method `i` (the library's, past this executable's).
static void *tesseract_own(int i) { return dlsym(RTLD_NEXT, method_names[i]); }

// Whether the layout above may be assumed: 0 not known yet, 1 yes (Tesseract 4 or 5), 2 no. With
// 2, `theirs` holds Tesseract's own definitions, looked up once.
static atomic_int layout_known = 0;
static void *theirs[METHODS];

static bool own_layout(void) {
    int known = atomic_load_explicit(&layout_known, memory_order_acquire);
    if (known == 0) {
        const char *(*version)(void) = (const char *(*)(void))dlsym(RTLD_DEFAULT, "TessVersion");
        const char *v = version ? version() : "";
        known = (strncmp(v, "4.", 2) == 0 || strncmp(v, "5.", 2) == 0) ? 1 : 2;
        if (known == 2)
            for (int i = 0; i < METHODS; i++) theirs[i] = tesseract_own(i);
        atomic_store_explicit(&layout_known, known, memory_order_release);
    }
    return known == 1;
}

static inline int max_index_of_dim(const stride_index *ix, int dim) {
    const stride_map *m = ix->map;
    int max_index = m->shape[dim] - 1;
    if (dim == 0) return max_index;
    size_t batch = (size_t)(long)ix->indices[0];
    const int *begin = dim == 1 ? m->heights_begin : m->widths_begin;
    const int *end = dim == 1 ? m->heights_end : m->widths_end;
    if (batch >= (size_t)(end - begin)) return max_index;
    int size = begin[batch];
    return size > max_index ? max_index : size - 1;
}

static inline void set_t_from_indices(stride_index *ix) {
    const int *inc = ix->map->t_increments;
    ix->t = ix->indices[0] * inc[0] + ix->indices[1] * inc[1] + ix->indices[2] * inc[2];
}

static inline bool is_valid(const stride_index *ix) {
    for (int d = 0; d < 3; d++)
        if (ix->indices[d] < 0) return false;
    for (int d = 0; d < 3; d++)
        if (ix->indices[d] > max_index_of_dim(ix, d)) return false;
    return true;
}

static inline void init_to_last_of_batch(stride_index *ix, int batch) {
    ix->indices[0] = batch;
    ix->indices[1] = max_index_of_dim(ix, 1);
    ix->indices[2] = max_index_of_dim(ix, 2);
    set_t_from_indices(ix);
}

int subscan_max_index_of_dim(const void *index, int dim) __asm__(MAX_INDEX_OF_DIM);
int subscan_max_index_of_dim(const void *index, int dim) {
    if (!own_layout()) return ((int (*)(const void *, int))theirs[MAX_INDEX_OF_DIM_I])(index, dim);
    return max_index_of_dim(index, dim);
}

bool subscan_is_valid(const void *index) __asm__(IS_VALID);
bool subscan_is_valid(const void *index) {
    if (!own_layout()) return ((bool (*)(const void *))theirs[IS_VALID_I])(index);
    return is_valid(index);
}

bool subscan_is_last(const void *index, int dim) __asm__(IS_LAST);
bool subscan_is_last(const void *index, int dim) {
    if (!own_layout()) return ((bool (*)(const void *, int))theirs[IS_LAST_I])(index, dim);
    const stride_index *ix = index;
    return max_index_of_dim(ix, dim) == ix->indices[dim];
}

bool subscan_increment(void *index) __asm__(INCREMENT);
bool subscan_increment(void *index) {
    if (!own_layout()) return ((bool (*)(void *))theirs[INCREMENT_I])(index);
    stride_index *ix = index;
    for (int d = 2; d >= 0; d--) {
        if (max_index_of_dim(ix, d) == ix->indices[d]) {
            ix->t -= ix->map->t_increments[d] * ix->indices[d];
            ix->indices[d] = 0;
        } else {
            ix->t += ix->map->t_increments[d];
            ix->indices[d] += 1;
            return true;
        }
    }
    return false;
}

void subscan_init_to_last_of_batch(void *index, int batch) __asm__(INIT_TO_LAST_OF_BATCH);
void subscan_init_to_last_of_batch(void *index, int batch) {
    if (!own_layout()) {
        ((void (*)(void *, int))theirs[INIT_TO_LAST_OF_BATCH_I])(index, batch);
        return;
    }
    init_to_last_of_batch(index, batch);
}

bool subscan_decrement(void *index) __asm__(DECREMENT);
bool subscan_decrement(void *index) {
    if (!own_layout()) return ((bool (*)(void *))theirs[DECREMENT_I])(index);
    stride_index *ix = index;
    for (int d = 2; d >= 0; d--) {
        if (ix->indices[d] > 0) {
            ix->indices[d] -= 1;
            if (d == 0) {
                init_to_last_of_batch(ix, ix->indices[0]);
            } else {
                ix->t -= ix->map->t_increments[d];
            }
            return true;
        }
        int last = max_index_of_dim(ix, d);
        ix->indices[d] = last;
        ix->t += last * ix->map->t_increments[d];
    }
    return false;
}

void subscan_set_t_from_indices(void *index) __asm__(SET_T_FROM_INDICES);
void subscan_set_t_from_indices(void *index) {
    if (!own_layout()) {
        ((void (*)(void *))theirs[SET_T_FROM_INDICES_I])(index);
        return;
    }
    set_t_from_indices(index);
}

bool subscan_add_offset(void *index, int offset, int dim) __asm__(ADD_OFFSET);
bool subscan_add_offset(void *index, int offset, int dim) {
    if (!own_layout()) return ((bool (*)(void *, int, int))theirs[ADD_OFFSET_I])(index, offset, dim);
    stride_index *ix = index;
    ix->indices[dim] += offset;
    set_t_from_indices(ix);
    return is_valid(ix);
}

// ---- for tests: each method run by subscan's definition and by Tesseract's own on copies of one cursor

int subscan_stride_layout_assumed(void) { return own_layout(); }

int subscan_stride_compare(const int shape[3], const int *heights, int nheights, const int *widths, int nwidths,
                           const int indices[3], int method, int argument, int results[2][5]) {
    stride_map map = {{shape[0], shape[1], shape[2]}, {0, 0, 0}, heights, heights + nheights, heights + nheights,
                      widths, widths + nwidths, widths + nwidths};
    // t increments as Tesseract computes them: width fastest
    map.t_increments[2] = 1;
    map.t_increments[1] = shape[2];
    map.t_increments[0] = shape[1] * shape[2];
    if (method < 0 || method >= METHODS) return -1;
    void *own = tesseract_own(method);
    if (!own) return -1;
    for (int which = 0; which < 2; which++) {
        stride_index ix = {&map, 0, {indices[0], indices[1], indices[2]}};
        set_t_from_indices(&ix);
        int r = 0;
        switch (method) {
        case 0: r = which ? ((int (*)(const void *, int))own)(&ix, argument) : max_index_of_dim(&ix, argument); break;
        case 1: r = which ? ((bool (*)(const void *))own)(&ix) : subscan_is_valid(&ix); break;
        case 2: r = which ? ((bool (*)(const void *, int))own)(&ix, argument) : subscan_is_last(&ix, argument); break;
        case 3: r = which ? ((bool (*)(void *))own)(&ix) : subscan_increment(&ix); break;
        case 4: r = which ? ((bool (*)(void *))own)(&ix) : subscan_decrement(&ix); break;
        case 5:
            if (which) ((void (*)(void *, int))own)(&ix, argument); else subscan_init_to_last_of_batch(&ix, argument);
            break;
        case 6: if (which) ((void (*)(void *))own)(&ix); else subscan_set_t_from_indices(&ix); break;
        case 7: r = which ? ((bool (*)(void *, int, int))own)(&ix, argument, 2) : subscan_add_offset(&ix, argument, 2); break;
        }
        results[which][0] = r;
        results[which][1] = ix.t;
        results[which][2] = ix.indices[0];
        results[which][3] = ix.indices[1];
        results[which][4] = ix.indices[2];
    }
    return 0;
}
