/// Read and write access to a value that lives elsewhere, in a model: what a control edits.
/// As SwiftUI's `Binding`, a control bound to a model property owns its key handling and the
/// model owns the value.
///
/// ```swift
/// let form = Bindable(model)
/// Stepper("Party size", value: form.partySize, in: 1...20) { "\($0) people" }
/// ```
@MainActor @dynamicMemberLookup
public struct Binding<Value> {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) -> Void

    /// A binding that reads and writes through two closures.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        read = get
        write = set
    }

    /// A binding to a value that never changes; writes are dropped.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value now; setting it writes through to its owner.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A binding to a part of the value: `binding.date` for `binding: Binding<Draft>`.
    public subscript<Part>(dynamicMember keyPath: WritableKeyPath<Value, Part>) -> Binding<Part> {
        Binding<Part>(
            get: { read()[keyPath: keyPath] },
            set: { part in
                var value = read()
                value[keyPath: keyPath] = part
                write(value)
            })
    }
}

/// Makes bindings to an observable model's settable properties, as SwiftUI's `@Bindable` does:
/// `Bindable(model).notes` stands for `$model.notes`.
@MainActor @dynamicMemberLookup
public struct Bindable<Model: AnyObject> {
    /// The model the bindings read and write.
    public let model: Model

    /// Bindings into `model`.
    public init(_ model: Model) {
        self.model = model
    }

    /// A binding to `model[keyPath:]`.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, Value>) -> Binding<Value> {
        Binding(get: { [model] in model[keyPath: keyPath] }, set: { [model] in model[keyPath: keyPath] = $0 })
    }
}
