// The XTest extension: synthetic pointer and key input. Linked by the tests
// only; the X11Platform module does not use it.
#ifndef CXTEST_H
#define CXTEST_H

#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>

#endif
