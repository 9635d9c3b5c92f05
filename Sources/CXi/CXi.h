// XInput 2 as X11Platform uses it: touch events (XI 2.2) on its windows.
#ifndef CXI_H
#define CXI_H

#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>

#endif
