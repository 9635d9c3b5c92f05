// Xlib as X11Platform uses it: connection, windows, properties, events,
// keysyms and the XKB call that makes key auto-repeat detectable.
#ifndef CX11_H
#define CX11_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/XKBlib.h>
#include <X11/keysym.h>

#endif
