import Foundation
import LandmarksDomain

/// Wall time from spawning a process to its exit, for `runs` runs.
enum Startup {
    /// The start-up table: a harness to its first frame with data against `foundation-hello`,
    /// with and without `--open`, then the app's start and the link hand-off. Both executables
    /// must be built in the same configuration as this one, beside it.
    static func report(rounds: Int) throws {
        let directory = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()
        let harness = directory.appending(path: "landmarks-preview")
        let hello = directory.appending(path: "foundation-hello")
        guard FileManager.default.isExecutableFile(atPath: harness.path),
            FileManager.default.isExecutableFile(atPath: hello.path)
        else {
            print(
                "\nStart-up: skipped, build landmarks-preview and foundation-hello in the same configuration first"
            )
            return
        }
        let runs = 30
        let plain = ["--headless", "--latency", "0"]
        let opening = plain + ["--open", "landmarks://landmarks/categories/lakes/\(Landmark.fixtures[1].id)"]
        var spawn = Samples(name: "/bin/true")
        var startUp = Comparison()
        var open = Comparison()
        for _ in 0..<rounds {
            spawn.values += try measure(URL(filePath: "/bin/true"), [], runs: runs / rounds).values
            let greeted = try measure(hello, [], runs: runs / rounds)
            let started = try measure(harness, plain, runs: runs / rounds)
            let opened = try measure(harness, opening, runs: runs / rounds)
            startUp.add(reference: [greeted], measured: [started], comparing: \.median)
            open.add(reference: [started], measured: [opened], comparing: \.median)
        }
        let (greeting, start) = (startUp.rows[0].reference, startUp.rows[0].measured)
        let opened = open.rows[0].measured
        print(
            "\nStart-up to first frame with data and exit (mock, no latency), \(runs) runs in \(rounds) rounds"
        )
        print("  /bin/true           p50 \(spawn.median.formatted)   p99 \(spawn.p99.formatted)")
        print(
            "  foundation-hello    p50 \(greeting.median.formatted)   p99 \(greeting.p99.formatted)   "
                + "(imports Foundation, prints one line)")
        print(
            "  landmarks-preview   p50 \(start.median.formatted)   p99 \(start.p99.formatted)   "
                + "÷ foundation-hello p50 \(startUp.rows[0].ratios.formatted)  (goal: p99 at most 50 ms; "
                + "the ratio for information)")
        print(
            "    with --open       p50 \(opened.median.formatted)   p99 \(opened.p99.formatted)   "
                + "÷ without p50 \(open.rows[0].ratios.formatted)  (a landmark over its category)")
        try AppStartup.report(directory: directory, runs: runs, rounds: rounds, harness: harness)
        try LinkHandoff.report(directory: directory, handoffs: 50, rounds: rounds)
    }

    static func measure(_ executable: URL, _ arguments: [String], runs: Int) throws -> Samples {
        var samples = Samples(name: executable.lastPathComponent)
        for _ in 0..<runs {
            try samples.measure { try run(executable, arguments) }
        }
        return samples
    }

    /// Runs `executable` with `arguments` (and `environment`, else this process's) to its exit,
    /// its standard streams on /dev/null; throws unless it exits 0.
    ///
    /// `posix_spawn` and `waitpid`, not `Process`: on Linux, `Process.waitUntilExit()` called
    /// off the main thread polls its run loop every 50 ms, which measured every start-up here as
    /// 50 ms.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(
                &actions, fd, "/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let variables =
            environment.map { $0.map { "\($0.key)=\($0.value)" } }
            ?? ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw CocoaError(
                .executableLoad,
                userInfo: [
                    NSLocalizedDescriptionKey: "\(executable.path): \(String(cString: strerror(spawned)))"
                ])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // Exited (the low 7 bits are 0) with code 0.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw CocoaError(
                .executableLoad,
                userInfo: [
                    NSLocalizedDescriptionKey: "\(executable.path) \(arguments) ended with status \(status)"
                ])
        }
    }
}
