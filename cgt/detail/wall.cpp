#include "cgt/detail/wall.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace cgt::detail {

Dyadic times(int slope, const Dyadic& x) {
    Dyadic out;
    Dyadic step = slope < 0 ? -x : x;
    for (int k = slope < 0 ? -slope : slope; k > 0; --k) out += step;
    return out;
}

Wall Wall::constant(const Dyadic& start, const Dyadic& x) {
    Wall w;
    w.segments_.push_back(Segment{start, x, 0});
    return w;
}

Wall Wall::from_segments(const std::vector<Segment>& segments) {
    Wall w;
    for (const Segment& s : segments) w.append(s);
    return w;
}

Wall Wall::infinite(int sign) {
    Wall w;
    w.infinity_ = sign;
    return w;
}

Dyadic Wall::value_at(const Dyadic& t) const {
    if (is_infinite()) throw std::logic_error("Wall::value_at on an infinite wall");
    std::size_t k = 0;
    while (k + 1 < segments_.size() && segments_[k + 1].t <= t) ++k;
    const Segment& s = segments_[k];
    return s.v + times(s.slope, t - s.t);
}

// Appends a segment, merging it into the previous one when it continues the same line.
void Wall::append(Segment s) {
    if (!segments_.empty()) {
        Segment& last = segments_.back();
        if (last.t == s.t) { // an empty previous segment
            last = s;
            if (segments_.size() >= 2) {
                Segment prev = segments_[segments_.size() - 2];
                if (prev.slope == s.slope) segments_.pop_back();
            }
            return;
        }
        if (last.slope == s.slope) return;
    }
    segments_.push_back(std::move(s));
}

Wall Wall::combine(const Wall& a, const Wall& b, bool take_max) {
    // max(a, +inf) = +inf, max(a, -inf) = a; likewise for min.
    if (a.is_infinite() || b.is_infinite()) {
        int absorbing = take_max ? 1 : -1;
        if (a.infinity_ == absorbing || b.infinity_ == absorbing) return infinite(absorbing);
        return a.is_infinite() ? b : a;
    }
    // The union of breakpoints; on each interval both are linear, so at most one crossing.
    std::vector<Dyadic> cuts;
    std::size_t i = 0, j = 0;
    while (i < a.segments_.size() || j < b.segments_.size()) {
        if (j == b.segments_.size() || (i < a.segments_.size() && a.segments_[i].t < b.segments_[j].t)) {
            cuts.push_back(a.segments_[i++].t);
        } else if (i == a.segments_.size() || b.segments_[j].t < a.segments_[i].t) {
            cuts.push_back(b.segments_[j++].t);
        } else {
            cuts.push_back(a.segments_[i++].t);
            ++j;
        }
    }
    // The first breakpoints of a and b are both the domain start, so cuts[0] is it.
    Wall out;
    std::size_t ia = 0, ib = 0;
    for (std::size_t k = 0; k < cuts.size(); ++k) {
        const Dyadic& t = cuts[k];
        while (ia + 1 < a.segments_.size() && a.segments_[ia + 1].t <= t) ++ia;
        while (ib + 1 < b.segments_.size() && b.segments_[ib + 1].t <= t) ++ib;
        const Segment& sa = a.segments_[ia];
        const Segment& sb = b.segments_[ib];
        Dyadic va = sa.v + times(sa.slope, t - sa.t);
        Dyadic vb = sb.v + times(sb.slope, t - sb.t);
        // For max, prefer the larger value, then the larger slope (it stays larger after t).
        auto first_is_a = [&] {
            if (va != vb) return take_max ? va > vb : va < vb;
            return take_max ? sa.slope >= sb.slope : sa.slope <= sb.slope;
        }();
        const Segment& win = first_is_a ? sa : sb;
        const Segment& lose = first_is_a ? sb : sa;
        Dyadic vwin = first_is_a ? va : vb;
        Dyadic vlose = first_is_a ? vb : va;
        out.append(Segment{t, vwin, win.slope});
        // The loser overtakes where the gap closes: gap / (slope difference).
        int closing = take_max ? lose.slope - win.slope : win.slope - lose.slope;
        if (closing > 0) {
            Dyadic gap = take_max ? vwin - vlose : vlose - vwin;
            Dyadic cross = closing == 1 ? t + gap : t + gap.half();
            if (closing > 2) throw std::logic_error("Wall: slope out of range");
            bool inside = k + 1 == cuts.size() || cross < cuts[k + 1];
            if (inside && cross > t) out.append(Segment{cross, vwin + times(win.slope, cross - t), lose.slope});
        }
    }
    return out;
}

Wall Wall::max(const Wall& a, const Wall& b) { return combine(a, b, true); }
Wall Wall::min(const Wall& a, const Wall& b) { return combine(a, b, false); }

Wall Wall::tilted(int slope) const {
    if (is_infinite()) return *this;
    Wall out;
    for (const Segment& s : segments_) out.segments_.push_back(Segment{s.t, s.v + times(slope, s.t), s.slope + slope});
    return out;
}

Wall Wall::cut_at(const Dyadic& t) const {
    Wall out;
    for (const Segment& s : segments_) {
        if (s.t >= t) break;
        out.append(s);
    }
    out.append(Segment{t, value_at(t), 0});
    return out;
}

bool scaffolds_meet(const Wall& left, const Wall& right, Dyadic& temperature) {
    if (left.is_infinite() || right.is_infinite()) throw std::logic_error("scaffolds_meet: infinite scaffold");
    // D = L - R is non-increasing; find its first zero at or after the domain start.
    const auto& ls = left.segments();
    const auto& rs = right.segments();
    std::vector<Dyadic> cuts;
    for (const auto& s : ls) cuts.push_back(s.t);
    for (const auto& s : rs) cuts.push_back(s.t);
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    std::size_t il = 0, ir = 0;
    for (std::size_t k = 0; k < cuts.size(); ++k) {
        const Dyadic& t = cuts[k];
        while (il + 1 < ls.size() && ls[il + 1].t <= t) ++il;
        while (ir + 1 < rs.size() && rs[ir + 1].t <= t) ++ir;
        Dyadic d = (ls[il].v + times(ls[il].slope, t - ls[il].t)) - (rs[ir].v + times(rs[ir].slope, t - rs[ir].t));
        int sign = d.sign();
        if (sign < 0 && k == 0) return false;
        if (sign <= 0) {
            temperature = t;
            return true;
        }
        int falling = rs[ir].slope - ls[il].slope; // how fast D decreases on this interval
        if (falling > 0) {
            Dyadic cross = falling == 1 ? t + d : (falling == 2 ? t + d.half() : throw std::logic_error("slope"));
            if (k + 1 == cuts.size() || cross < cuts[k + 1]) {
                temperature = cross;
                return true;
            }
        }
    }
    throw std::logic_error("scaffolds_meet: scaffolds never meet");
}

} // namespace cgt::detail
