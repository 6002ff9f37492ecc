"""Opens N event streams on a running landmarks-server, sends it SIGTERM, and measures how long
the streams take to end and the process to exit. Used by scripts/benchmark-drain."""
import asyncio, base64, json, os, signal, sys, time, urllib.request


def token(port):
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/auth/login", method="POST",
        headers={"Authorization": "Basic " + base64.b64encode(b"ada:ada-password").decode()})
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)["token"]


async def open_stream(port, bearer, opened, ended):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {bearer}\r\n\r\n".encode())
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    if b" 200 " not in head.split(b"\r\n")[0]:
        raise RuntimeError(head.split(b"\r\n")[0].decode())
    opened.append(time.monotonic())
    while await reader.read(4096):
        pass
    ended.append(time.monotonic())
    writer.close()


async def main(pid, port, count):
    bearer = token(port)
    opened, ended = [], []
    tasks = [asyncio.create_task(open_stream(port, bearer, opened, ended)) for _ in range(count)]
    while len(opened) < count:
        await asyncio.sleep(0.05)
        failed = [t for t in tasks if t.done() and t.exception()]
        if failed:
            raise failed[0].exception()
    await asyncio.sleep(0.5)
    start = time.monotonic()
    os.kill(pid, signal.SIGTERM)
    await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), timeout=30)
    streams_ended = max(ended) - start if ended else float("nan")
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        if time.monotonic() - start > 30:
            break
        await asyncio.sleep(0.01)
    exited = time.monotonic() - start
    print(f"{count} streams open; after SIGTERM every stream ended in {streams_ended * 1000:.0f} ms "
          f"and the process was gone in {exited * 1000:.0f} ms")


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])))
