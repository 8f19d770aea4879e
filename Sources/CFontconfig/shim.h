#ifndef MORPH_CFONTCONFIG_SHIM_H
#define MORPH_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

#endif
