#!/usr/bin/env python3
"""One family's line of bench/mcgs_compare.sh's summary: cgt's and MCGS's results joined case by
case (file relative to the family's folder, index within the file), agreements, timeouts, CPU.

    bench/mcgs_compare_summary.py OUT_DIR FAMILY >> OUT_DIR/summary.tsv
"""
import csv, json, os, sys
out, family = sys.argv[1], sys.argv[2]
def cpu(path):
    try:
        return sum(float(x) for x in open(path).read().split()[-2:])
    except Exception:
        return float('nan')
cgt = {}
per_file = {}
for line in open(os.path.join(out, f"cgt_{family}.jsonl")):
    j = json.loads(line)
    name = j["file"].removeprefix("./")  # as MCGS names it: relative to the family's folder
    k = per_file.get(name, 0); per_file[name] = k + 1
    cgt[(name, k)] = j
mcgs = {}
with open(os.path.join(out, f"mcgs_{family}.csv")) as f:
    for row in csv.DictReader(f):
        mcgs[(row["File"], int(row["Case"]))] = row
agree = disagree = cgt_to = mcgs_to = 0
notes = []
for key in sorted(set(cgt) | set(mcgs)):
    c, m = cgt.get(key), mcgs.get(key)
    if c is None or m is None:
        notes.append(f"{family} {key}: only in {'MCGS' if c is None else 'cgt'}"); continue
    c_to = c["result"] == "timeout"
    m_to = m["Status"].upper() in ("TIMEOUT", "TIMED OUT")
    cgt_to += c_to; mcgs_to += m_to
    if c_to or m_to: continue
    if m["Type"] in ("Solve BW", "Solve N") and m["Result"] not in ("OK",):
        same = c["result"].lower() == m["Result"].lower()
    else:  # winning moves, thermographs: each against the file's expectation
        same = c.get("matches", True) == (m["Status"] == "PASS")
    if same: agree += 1
    else:
        disagree += 1
        notes.append(f"{family} {key}: cgt {c['result']} MCGS {m['Result']} ({m['Status']}), expected {m['Expected Result']}")
cgt_search = sum(j["milliseconds"] for j in cgt.values()) / 1000
mcgs_search = sum(float(r["Time (ms)"]) for r in mcgs.values()) / 1000
print(f"{family}\t{len(set(cgt) | set(mcgs))}\t{agree}\t{disagree}\t{cgt_to}\t{mcgs_to}\t{cpu(os.path.join(out, f'cgt_{family}.time')):.2f}\t"
      f"{cpu(os.path.join(out, f'mcgs_{family}.time')):.2f}\t{cgt_search:.2f}\t{mcgs_search:.2f}")
with open(os.path.join(out, "disagreements.txt"), "a") as f:
    for n in notes: f.write(n + "\n")
