// XCB as X11Platform's display clock uses it: a connection of its own for
// the Present extension (vblank notifications, each present's completion)
// and RandR (the refresh rate of the monitor a window is on).
#ifndef CXCB_H
#define CXCB_H

#include <xcb/xcb.h>
#include <xcb/present.h>
#include <xcb/randr.h>

// The extensions' descriptors are incomplete structs, whose address Swift
// cannot take: these hand it over.
static inline xcb_extension_t *cxcb_present_extension(void) { return &xcb_present_id; }
static inline xcb_extension_t *cxcb_randr_extension(void) { return &xcb_randr_id; }

#endif
