//! What a hostile client could send: actions changed in one number or flag, odd texts.

/// Every action that differs from `a` in one number or flag of its JSON form (and
/// still reads as an action): neighbours, 0, -1, 255, 65535 and beyond; `null`
/// becomes 0 or 1; `true` and `false` swap.
pub(super) fn mutations<A: serde::Serialize + serde::de::DeserializeOwned>(
    a: &A,
    out: &mut Vec<A>,
) {
    fn variants(v: &serde_json::Value, out: &mut Vec<serde_json::Value>) {
        use serde_json::Value;
        match v {
            Value::Array(xs) => {
                for i in 0..xs.len() {
                    let mut inner = Vec::new();
                    variants(&xs[i], &mut inner);
                    for m in inner {
                        let mut c = xs.clone();
                        c[i] = m;
                        out.push(Value::Array(c));
                    }
                }
            }
            Value::Object(map) => {
                for (k, x) in map {
                    let mut inner = Vec::new();
                    variants(x, &mut inner);
                    for m in inner {
                        let mut c = map.clone();
                        c.insert(k.clone(), m);
                        out.push(Value::Object(c));
                    }
                }
            }
            Value::Number(n) => {
                if let Some(i) = n.as_i64() {
                    for x in [i + 1, i - 1, 0, -1, 255, 256, 65535, 1 << 31, i64::MAX] {
                        if x != i {
                            out.push(x.into());
                        }
                    }
                } else if let Some(f) = n.as_f64() {
                    for x in [0.0, -1.0, f + 1.0, 1e300] {
                        out.push(x.into());
                    }
                }
            }
            Value::Bool(b) => out.push((!b).into()),
            Value::Null => {
                out.push(0.into());
                out.push(1.into());
            }
            Value::String(_) => {}
        }
    }
    let Ok(v) = serde_json::to_value(a) else {
        return;
    };
    let mut vs = Vec::new();
    variants(&v, &mut vs);
    out.extend(
        vs.into_iter()
            .filter_map(|v| serde_json::from_value(v).ok()),
    );
}

/// Texts a client could send: empty, control characters, long, odd numbers.
pub(super) const HOSTILE: &[&str] = &[
    "",
    " ",
    "\u{0}",
    "\u{1b}[2J\u{7}",
    "-1",
    "99999999999999999999999",
    "1e400",
    "NaN",
    "é ü 🂡",
    "\n\t\r",
    ":::",
    "@@@ ### ---",
];
