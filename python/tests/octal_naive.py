"""Grundy values of octal games by the definition (the mex over every option), for checking."""


def naive_octal(code: str, count: int) -> list:
    digits = [int(d) for d in code.split(".")[1]]  # d_1 d_2 ...: bit 0 take all, bit 1 leave one, bit 2 leave two
    g = []
    for n in range(count):
        seen = set()
        for take, d in enumerate(digits, start=1):
            left = n - take
            if left < 0:
                break
            if d & 1 and left == 0:
                seen.add(0)
            if d & 2 and left > 0:
                seen.add(g[left])
            if d & 4:
                for a in range(1, left // 2 + 1):
                    seen.add(g[a] ^ g[left - a])
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g
