# Sourced by scripts/prove-new-feature and scripts/prove-openapi-feature when they prove in a
# copy of the tree: the copy uses the OpenAPI tools built here (Tools/OpenAPIFeature into
# .build-openapi). Built again at the copy's path they would take a minute or two, and a build
# folder shared between the two paths does not build (its module cache names the other path).

# use_openapi_tools_built_here: builds them here if need be, and exports LANDMARKS_OPENAPI_TOOLS,
# which new-feature --from-openapi then runs them from.
use_openapi_tools_built_here() {
    local product
    for product in swift-openapi-generator openapi-feature; do
        swift build --package-path Tools/OpenAPIFeature --scratch-path .build-openapi --product "$product" >&2
    done
    LANDMARKS_OPENAPI_TOOLS=$(swift build --package-path Tools/OpenAPIFeature --scratch-path .build-openapi --show-bin-path)
    export LANDMARKS_OPENAPI_TOOLS
}
