// Walks the conformance records Swift's runtime registers for every loaded image (ELF): each record names a
// protocol descriptor and a type descriptor; a type's metadata comes from its descriptor's access function.
#include "swift_metadata.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/// One section of an image, as the runtime describes it.
typedef struct {
    uintptr_t start;
    size_t length;
} SectionRange;

/// The runtime's description of one image's metadata sections; only the stable leading fields are read.
typedef struct {
    uintptr_t version;
    uintptr_t reserved;
    const void *next;
    const void *previous;
    SectionRange protocols;
    SectionRange protocolConformances;
    SectionRange typeMetadata;
} MetadataSections;

extern void swift_enumerateAllMetadataSections(bool (*body)(const void *sections, void *context), void *context);

/// What a metadata access function returns.
typedef struct {
    const void *metadata;
    size_t state;
} MetadataResponse;

typedef MetadataResponse (*MetadataAccessFunction)(size_t request) __attribute__((swiftcall));

enum {
    kindModule = 0,
    kindProtocol = 3,
    kindClass = 16,
    kindStruct = 17,
    kindEnum = 18,
    kindMask = 0x1F,
    isGenericFlag = 0x80,
};

/// The address a 32-bit relative pointer at `field` points to, or NULL.
static const char *relativeDirect(const int32_t *field) {
    int32_t offset = *field;
    return offset == 0 ? NULL : (const char *)field + offset;
}

/// The address a relative pointer that may go through one indirection (its low bit set) points to, or NULL.
static const char *relativeIndirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *address = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const char *const *)address : address;
}

static uint32_t flagsOf(const char *descriptor) { return *(const uint32_t *)descriptor; }
static const char *parentOf(const char *descriptor) { return relativeIndirectable((const int32_t *)(descriptor + 4)); }
static const char *nameOf(const char *descriptor) { return relativeDirect((const int32_t *)(descriptor + 8)); }

/// Whether `descriptor` is the protocol `protocolName` declared at the top level of the module `moduleName`.
static bool isProtocol(const char *descriptor, const char *moduleName, const char *protocolName) {
    if (descriptor == NULL || (flagsOf(descriptor) & kindMask) != kindProtocol) return false;
    const char *name = nameOf(descriptor);
    if (name == NULL || strcmp(name, protocolName) != 0) return false;
    const char *module = parentOf(descriptor);
    if (module == NULL || (flagsOf(module) & kindMask) != kindModule) return false;
    const char *moduleNameFound = nameOf(module);
    return moduleNameFound != NULL && strcmp(moduleNameFound, moduleName) == 0;
}

/// The type descriptor a conformance record names, or NULL for Objective-C classes and unknown kinds.
static const char *conformingType(const char *conformance) {
    uint32_t flags = *(const uint32_t *)(conformance + 12);
    const int32_t *typeReference = (const int32_t *)(conformance + 4);
    switch ((flags >> 3) & 0x7) {
    case 0: return relativeDirect(typeReference);
    case 1: {
        const char *slot = relativeDirect(typeReference);
        return slot == NULL ? NULL : *(const char *const *)slot;
    }
    default: return NULL;
    }
}

typedef struct {
    const char *moduleName;
    const char *protocolName;
    void (*found)(const void *metadata, void *context);
    void *context;
} Search;

static bool visitImage(const void *sectionsPointer, void *searchPointer) {
    const MetadataSections *sections = sectionsPointer;
    const Search *search = searchPointer;
    const int32_t *records = (const int32_t *)sections->protocolConformances.start;
    size_t count = sections->protocolConformances.length / sizeof(int32_t);
    for (size_t index = 0; index < count; index++) {
        const char *conformance = relativeDirect(&records[index]);
        if (conformance == NULL) continue;
        if (!isProtocol(relativeIndirectable((const int32_t *)conformance), search->moduleName, search->protocolName)) continue;
        const char *type = conformingType(conformance);
        if (type == NULL) continue;
        uint32_t flags = flagsOf(type);
        uint32_t kind = flags & kindMask;
        if ((kind != kindStruct && kind != kindEnum && kind != kindClass) || (flags & isGenericFlag)) continue;
        const char *access = relativeDirect((const int32_t *)(type + 12));
        if (access == NULL) continue;
        MetadataResponse response = ((MetadataAccessFunction)access)(0);
        if (response.metadata != NULL) search->found(response.metadata, search->context);
    }
    return true;
}

void herosim_enumerate_conforming_types(const char *moduleName, const char *protocolName,
                                        void (*found)(const void *metadata, void *context), void *context) {
    Search search = {moduleName, protocolName, found, context};
    swift_enumerateAllMetadataSections(visitImage, &search);
}
