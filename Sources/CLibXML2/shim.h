#ifndef MORPH_CLIBXML2_SHIM_H
#define MORPH_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, and libxml/encoding.h would then include the system ICU headers,
   whose types clash with Foundation's _FoundationICU in any module that sees both (a hard error on a
   clean build). The ICU fields sit only at the end of xmlCharEncodingHandler, which Morph never
   allocates, so hiding them is safe. */
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlIO.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlerror.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>

/* xmlFree is a global function-pointer variable, which Swift 6 refuses to read from concurrent code. */
static inline void cxml_free(void *pointer) { xmlFree(pointer); }

#endif
