#define _GNU_SOURCE
#include "ExtraTrustAnchors.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// OpenSSL's type, only ever passed through.
typedef struct x509_store_st X509_STORE;
typedef int (*load_file_function)(X509_STORE *store, const char *file);

enum { maximum_files = 8 };
static char *added_files[maximum_files];
static int added_count;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

int landmarks_trust_anchors_add_file(const char *path) {
    char *copy = strdup(path);
    if (copy == NULL) return 0;
    pthread_mutex_lock(&lock);
    int kept = added_count < maximum_files;
    if (kept) added_files[added_count++] = copy;
    pthread_mutex_unlock(&lock);
    if (!kept) free(copy);
    return kept;
}

// Fails closed: when an added file cannot be loaded the whole load fails, and so does the
// connection ("error setting certificate file"), rather than going on without it.
int X509_STORE_load_file(X509_STORE *store, const char *file) {
    load_file_function system_load = (load_file_function)dlsym(RTLD_NEXT, "X509_STORE_load_file");
    if (system_load == NULL) return 0;
    int loaded = system_load(store, file);
    pthread_mutex_lock(&lock);
    for (int index = 0; loaded && index < added_count; index++) {
        loaded = system_load(store, added_files[index]);
    }
    pthread_mutex_unlock(&lock);
    return loaded;
}
