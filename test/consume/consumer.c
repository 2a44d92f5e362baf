/*
 * A program using libcutile_rt as an application would, built by test/consume/run.sh against
 * an installed tree (find_package, pkg-config) and as a subproject (add_subdirectory). Needs no
 * GPU: checks that the header and the library loaded agree on the version and that FILE (a
 * bundled cuTile export) verifies through the API.
 *
 * usage: consumer FILE.cutile
 */
#include <stdio.h>
#include <stdlib.h>

#include <cutile_rt.h>

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: consumer FILE.cutile\n");
        return 2;
    }
    if (cuTileGetVersion() != CUTILE_RT_VERSION) {
        fprintf(stderr, "consumer: header version %d, library %d\n", CUTILE_RT_VERSION,
                cuTileGetVersion());
        return 1;
    }
    FILE *f = fopen(argv[1], "rb");
    static unsigned char bytes[1 << 20];
    size_t size = f ? fread(bytes, 1, sizeof bytes, f) : 0;
    if (f)
        fclose(f);
    if (!size) {
        fprintf(stderr, "consumer: cannot read %s\n", argv[1]);
        return 1;
    }
    cuTileStatus s = cuTileBytecodeVerify(bytes, size);
    if (s != CUTILE_SUCCESS) {
        fprintf(stderr, "consumer: %s: %s\n", cuTileGetErrorString(s), cuTileGetLastErrorMessage());
        return 1;
    }
    printf("consumer: libcutile_rt %d verified %s (%zu bytes)\n", cuTileGetVersion(), argv[1], size);
    return 0;
}
