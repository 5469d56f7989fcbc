use qbranch_engine::chase::validate::headings;
use qbranch_engine::chase::Passage;
use qbranch_engine::yolt::map::{map, FORWARD};
fn main() {
    let m = map();
    let mut v = vec![];
    for (here, f) in headings(m) {
        for l in m.links(here) {
            if l.passage() == Passage::Special {
                v.push((
                    FORWARD.turn(m, f, l).round() as i32,
                    here,
                    f.from,
                    f.to,
                    l.to,
                ));
            }
        }
    }
    v.sort();
    for x in v {
        println!("{x:?}");
    }
}
