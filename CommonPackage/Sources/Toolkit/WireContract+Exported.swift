// Re-exported: the client's network layer speaks the wire contract (NetworkClient takes its
// Endpoints), so every module that may use Toolkit can name Route, Endpoint and JSONCoding
// without declaring WireContract too. The Api modules and the Backend depend on WireContract
// alone, and so link none of the client.
@_exported public import WireContract
