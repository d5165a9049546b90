#ifndef SUBSCAN_CLEPTONICA_LINK_H
#define SUBSCAN_CLEPTONICA_LINK_H
// This module only carries Leptonica's link flags from pkg-config (`lept`): the library is
// liblept on Debian 12 and libleptonica in newer releases. Its API is reached through
// CTesseractShim, which includes <leptonica/allheaders.h> once.
#endif
