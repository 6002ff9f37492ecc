"""Holds N idle GET /events streams open, for scripts/benchmark-backend.

    python3 idle-streams.py N HOST PORT TOKEN

Prints "open N" once every stream has had its first event (ready), then keeps them open, reading
whatever the server sends (keep-alive comments), until standard input closes; then closes them
all and prints "closed".
"""

import asyncio
import sys


async def hold(host, port, token, ready):
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(
        f"GET /events HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n"
        f"Authorization: Bearer {token}\r\n\r\n".encode()
    )
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    if not head.startswith(b"HTTP/1.1 200"):
        raise SystemExit(f"idle-streams: the server answered {head.splitlines()[0]!r}")
    await reader.readuntil(b"event: ready")
    ready.release()
    try:
        while await reader.read(4096):
            pass
    finally:
        writer.close()


async def main():
    count, host, port, token = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
    ready = asyncio.Semaphore(0)
    tasks = []
    for _ in range(count):
        tasks.append(asyncio.create_task(hold(host, port, token, ready)))
        await asyncio.sleep(0)
    for _ in range(count):
        await ready.acquire()
    print(f"open {count}", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    print("closed", flush=True)


asyncio.run(main())
