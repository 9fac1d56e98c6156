#ifndef HEROSIM_SWIFT_METADATA_H
#define HEROSIM_SWIFT_METADATA_H

/// Calls `found` with the type metadata of every non-generic type, in every image loaded into this program, that
/// declares a conformance to the protocol `protocolName` of the module `moduleName`, as Swift's runtime records
/// conformances (the same records `as?` reads). `context` is passed on to `found`.
void herosim_enumerate_conforming_types(const char *moduleName, const char *protocolName,
                                        void (*found)(const void *metadata, void *context), void *context);

#endif
