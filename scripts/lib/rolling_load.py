"""A steady mixed load on the API through a TLS proxy, for scripts/rolling-restart: reads,
favorites and bookings from several workers, and one event stream per user that resumes with
Last-Event-ID whenever it ends. Runs until its stop file appears, then writes a JSON report:
every request's phase, status and time, the bookings acknowledged, and the events each stream saw.

    python3 rolling_load.py URL CA_FILE STOP_FILE PHASE_FILE REPORT_FILE
"""
import base64, datetime, http.client, json, ssl, sys, threading, time, urllib.parse

url, ca_file, stop_file, phase_file, report_file = sys.argv[1:6]
parsed = urllib.parse.urlparse(url)
context = ssl.create_default_context(cafile=ca_file)
users = {"ada": "ada-password", "grace": "grace-password"}
landmark = "00000000-0000-4000-8000-00000000000e"
lock = threading.Lock()
requests, booked, seen = [], {u: [] for u in users}, {u: set() for u in users}
stream_opens = {u: 0 for u in users}
stream_errors = []


def stopped():
    try:
        open(stop_file).close()
        return True
    except FileNotFoundError:
        return False


def phase():
    try:
        return open(phase_file).read().strip()
    except FileNotFoundError:
        return "start"


def connection(timeout=10):
    return http.client.HTTPSConnection(parsed.hostname, parsed.port, context=context, timeout=timeout)


def send(method, path, headers, body=None):
    started, current = time.monotonic(), phase()
    try:
        c = connection()
        c.request(method, path, body=body, headers=headers)
        answer = c.getresponse()
        data = answer.read()
        status = answer.status
        c.close()
    except Exception as error:  # a reset or refused connection: a failure
        data, status = str(error).encode(), 0
    with lock:
        requests.append({"phase": current, "request": f"{method} {path.split('?')[0]}", "status": status,
                         "seconds": round(time.monotonic() - started, 3)})
    return status, data


def token(user):
    basic = base64.b64encode(f"{user}:{users[user]}".encode()).decode()
    for _ in range(50):
        status, data = send("POST", "/auth/login", {"Authorization": f"Basic {basic}"})
        if status == 200:
            return json.loads(data)["token"]
        time.sleep(0.2)
    raise SystemExit(f"rolling-restart: {user} could not sign in")


def worker(user, bearer, index):
    headers = {"Authorization": f"Bearer {bearer}", "Content-Type": "application/json"}
    step = index
    while not stopped():
        step += 1
        kind = step % 4
        if kind == 0:
            send("GET", "/landmarks", headers)
        elif kind == 1:
            send("GET", "/reservations", headers)
        elif kind == 2:
            body = json.dumps({"isFavorite": step % 8 == 2})
            send("PUT", f"/landmarks/{landmark}/favorite", headers, body)
        else:
            # A month after now on the clock the servers keep (this machine's): a fixed date
            # would be refused as past one day, and the run would book nothing.
            visit = (datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=30)).replace(microsecond=0)
            body = json.dumps({"landmarkId": landmark, "date": visit.strftime("%Y-%m-%dT%H:%M:%SZ"), "partySize": 2,
                               "notes": f"{user} {index} {step}"})
            status, data = send("POST", "/reservations", headers, body)
            if status == 200:
                with lock:
                    booked[user].append(json.loads(data)["id"])


def stream(user, bearer):
    last_id = None
    while True:
        with lock:
            stream_opens[user] += 1
        try:
            c = connection(timeout=30)
            headers = {"Authorization": f"Bearer {bearer}", "Accept": "text/event-stream"}
            if last_id:
                headers["Last-Event-ID"] = last_id
            c.request("GET", "/events", headers=headers)
            answer = c.getresponse()
            # Lines from the bytes as they come (a chunk may end inside a line), and an event's id
            # taken as the one to resume after only once the event is whole (the blank line), as
            # the EventSource specification says.
            buffer, event, event_id, data = b"", None, None, ""
            while True:
                chunk = answer.read1(65536)
                if not chunk:
                    break
                buffer += chunk
                *lines, buffer = buffer.split(b"\n")
                for raw in lines:
                    line = raw.decode()
                    if line.startswith("id:"):
                        event_id = line[3:].strip()
                    elif line.startswith("event:"):
                        event = line[6:].strip()
                    elif line.startswith("data:"):
                        data += line[5:].strip()
                    elif line == "":
                        if event == "reservation.created":
                            with lock:
                                seen[user].add(json.loads(data)["id"])
                        if event_id is not None:
                            last_id = event_id
                        event, event_id, data = None, None, ""
            c.close()
        except Exception as error:  # a connection cut: resumed; anything else is reported
            if not isinstance(error, (ConnectionError, TimeoutError, http.client.HTTPException)):
                with lock:
                    stream_errors.append(f"{user}: {type(error).__name__}: {error}")
        if stopped() and drained.is_set():
            return
        time.sleep(0.1)


drained = threading.Event()
tokens = {user: token(user) for user in users}
streams = [threading.Thread(target=stream, args=(u, tokens[u]), daemon=True) for u in users]
for s in streams:
    s.start()
workers = [threading.Thread(target=worker, args=(u, tokens[u], i)) for u in users for i in range(3)]
for w in workers:
    w.start()
for w in workers:
    w.join()
# The streams may still be on their way to the last events: give them 5 s to see every booking.
deadline = time.monotonic() + 5
while time.monotonic() < deadline:
    with lock:
        if all(set(booked[u]) <= seen[u] for u in users):
            break
    time.sleep(0.1)
drained.set()
with lock:
    json.dump({"requests": requests, "booked": booked, "seen": {u: sorted(seen[u]) for u in users},
               "streamOpens": stream_opens, "streamErrors": stream_errors}, open(report_file, "w"))
