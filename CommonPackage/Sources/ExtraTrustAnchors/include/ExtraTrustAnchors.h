#ifndef EXTRA_TRUST_ANCHORS_H
#define EXTRA_TRUST_ANCHORS_H

/// Adds the PEM certificate authorities in `path` to every trust store libcurl loads from its
/// CA bundle in this process, from now on. Returns 0 when `path` cannot be kept.
///
/// Linux's URLSession (swift-corelibs-foundation) sends through libcurl and OpenSSL and offers
/// no way to trust an authority beyond the system's: no CA option, and no server-trust
/// challenge. libcurl loads its bundle with OpenSSL's `X509_STORE_load_file`, which this
/// module defines again (the executable exports it, so the dynamic linker resolves libcurl's
/// call here): it loads the bundle, then each file added here.
int landmarks_trust_anchors_add_file(const char *path);

#endif
