"""Schemathesis hooks for scripts/fuzz-api.

A booking's date must be in the future, a rule no schema can state, so most generated dates are
in the past and refused; the stateful phase then rarely gets a reservation whose id it can follow
through the document's links. This moves a well-formed generated date a year ahead of now for the
two operations that take one, and a well-formed generated landmark id to one of the 14 demo
landmarks (a random UUID names none). Malformed values are left as they are, so negative cases stay
negative.
"""

import uuid
from datetime import datetime, timedelta, timezone

import schemathesis

DATED = {("POST", "/reservations"), ("PUT", "/reservations/{id}")}
DEMO_LANDMARKS = [f"00000000-0000-4000-8000-{n:012x}" for n in range(1, 15)]


@schemathesis.hook
def map_body(context, body):
    operation = context.operation
    if operation is None or (operation.method.upper(), operation.path) not in DATED:
        return body
    if not isinstance(body, dict) or not isinstance(body.get("date"), str):
        return body
    try:
        datetime.fromisoformat(body["date"].replace("Z", "+00:00"))
    except ValueError:
        return body
    future = datetime.now(timezone.utc).replace(microsecond=0) + timedelta(days=365)
    body = {**body, "date": future.isoformat().replace("+00:00", "Z")}
    if isinstance(body.get("landmarkId"), str):
        try:
            generated = uuid.UUID(body["landmarkId"])
        except ValueError:
            return body
        body["landmarkId"] = DEMO_LANDMARKS[generated.int % len(DEMO_LANDMARKS)]
    return body
