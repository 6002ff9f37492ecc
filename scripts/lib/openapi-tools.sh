# Sourced by scripts/prove-new-feature and scripts/prove-openapi-feature when they prove in a
# copy of the tree: the copy uses the OpenAPI tools built here (Tools/OpenAPIFeature into
# .build-openapi). Built again at the copy's path they would take a minute or two, and a build
# folder shared between the two paths does not build (its module cache names the other path).

# openapi_tool PRODUCT CONFIGURATION: builds PRODUCT of Tools/OpenAPIFeature here, as new-feature
# does (swift-openapi-generator for debugging, the planner openapi-feature for release), and
# prints its path.
openapi_tool() {
    local options=(-c "$2" --package-path Tools/OpenAPIFeature --scratch-path .build-openapi)
    swift build "${options[@]}" --product "$1" >&2
    echo "$(swift build "${options[@]}" --show-bin-path)/$1"
}

# use_openapi_tools_built_here: builds them here if need be, links both into one folder and
# exports it as LANDMARKS_OPENAPI_TOOLS, which new-feature --from-openapi then runs them from.
use_openapi_tools_built_here() {
    local folder=$PWD/.build-openapi/tools
    mkdir -p "$folder"
    ln -sf "$(openapi_tool swift-openapi-generator debug)" "$folder/swift-openapi-generator"
    ln -sf "$(openapi_tool openapi-feature release)" "$folder/openapi-feature"
    LANDMARKS_OPENAPI_TOOLS=$folder
    export LANDMARKS_OPENAPI_TOOLS
}
