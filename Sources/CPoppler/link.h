#ifndef SUBSCAN_CPOPPLER_LINK_H
#define SUBSCAN_CPOPPLER_LINK_H
// This module only carries poppler-glib's compile and link flags from pkg-config (poppler-glib,
// which brings GLib and cairo). Its API is reached through CPDFShim, whose plain C header is all
// Swift sees: GLib's types never reach Swift.
#endif
