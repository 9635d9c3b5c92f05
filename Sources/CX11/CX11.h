// Xlib as X11Platform uses it: connection, windows, properties, events,
// keysyms, the XKB call that makes key auto-repeat detectable, and the SYNC
// extension's counters (libXext) for _NET_WM_SYNC_REQUEST, and RandR's
// monitors (libXrandr) for each monitor's scale.
#ifndef CX11_H
#define CX11_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/XKBlib.h>
#include <X11/keysym.h>
#include <X11/extensions/sync.h>
#include <X11/extensions/Xrandr.h>

#endif
