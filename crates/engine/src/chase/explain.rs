//! The Hint's words both chase games share: a roll's chance and what it does to its target,
//! a manoeuvre's chance and what failing costs, where a move leaves a piece, who has a line of
//! fire on it there, and how far Bond still has to go. The numbers come from each game's own
//! Action Summary rows and fire ranges; this file only words them.

use super::facing::Facing;
use super::map::SpaceId;
use super::piece::{PieceId, Side};
use super::state::{Chase, Rules};
use super::summary::Row;

/// A chance as whole percent ("58").
fn percent(p: f64) -> u32 {
    (p.clamp(0.0, 1.0) * 100.0).round() as u32
}

/// The white-result chance of `row` and the chances of the target's two results when the
/// white result makes it roll on `then`: each result with its chance.
pub fn results<A: Copy, E: Copy>(row: &Row<A, E>, then: Option<&Row<A, E>>) -> Vec<(f64, E)> {
    let pw = row.white_chance();
    match then {
        Some(t) => {
            let tw = t.white_chance();
            vec![(pw * tw, t.on_white), (pw * (1.0 - tw), t.on_gray)]
        }
        None => vec![(pw, row.on_white)],
    }
}

/// An attack in words, from the results that hurt the target (`harm` names each, or `None`
/// for a result that does not): "58 % to hit Enemy B (1 hit)", or with several results
/// "59 % to force Enemy B (a crash 49 %, two lost turns 10 %)".
pub fn attack<E: Copy>(
    verb: &str,
    target: PieceId,
    results: &[(f64, E)],
    harm: impl Fn(E) -> Option<String>,
) -> Option<String> {
    let hurt: Vec<(f64, String)> = results
        .iter()
        .filter(|(p, _)| *p > 0.0)
        .filter_map(|&(p, e)| harm(e).map(|w| (p, w)))
        .collect();
    let total: f64 = hurt.iter().map(|(p, _)| p).sum();
    let head = format!("{} % to {verb} {}", percent(total), target.name());
    match hurt.as_slice() {
        [] => Some(format!("{} cannot be hurt this way", target.name())),
        [(_, only)] => Some(format!("{head} ({only})")),
        many => Some(format!(
            "{head} ({})",
            many.iter()
                .map(|(p, w)| format!("{w} {} %", percent(*p)))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// A manoeuvre roll in words: "83 % to succeed, else Bond loses the next turn".
pub fn manoeuvre(chance: f64, piece: PieceId, fail: &str) -> String {
    format!(
        "{} % to succeed, else {} {fail}",
        percent(chance),
        piece.name()
    )
}

/// Where a run of forward steps into `path` leaves a piece that stands in `here` facing
/// `facing` (no steps: where it is).
pub fn after_steps(here: SpaceId, facing: Facing, path: &[SpaceId]) -> (SpaceId, Facing) {
    let mut at = (here, facing);
    for &to in path {
        at = (to, Facing::arrived(at.0, to));
    }
    at
}

/// "1 space", "3 spaces".
fn spaces(n: u8) -> String {
    match n {
        1 => "1 space".to_string(),
        n => format!("{n} spaces"),
    }
}

/// The least chance a shot must have for its target to count as under fire: below it only
/// the longest-range rows of the summaries remain (1 or 2 rolls in 36).
const UNDER_FIRE: f64 = 0.1;

/// The shooters whose shot has at least [`UNDER_FIRE`], likeliest first.
fn under_fire(shooters: &[(PieceId, f64)]) -> Vec<(PieceId, f64)> {
    let mut out: Vec<(PieceId, f64)> = shooters
        .iter()
        .copied()
        .filter(|(_, p)| *p >= UNDER_FIRE)
        .collect();
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    out
}

/// Who could shoot at the moving piece where a move leaves it, as the pieces stand (each
/// shooter with its chance to hit there), against before it moved: "keeps Bond out of close
/// Enemy fire", "takes Bond out of Enemy B's fire", "leaves Bond in Enemy B's fire (42 % a
/// shot)".
pub fn exposure(target: PieceId, before: &[(PieceId, f64)], after: &[(PieceId, f64)]) -> String {
    let who = target.name();
    let (before, after) = (under_fire(before), under_fire(after));
    match after.as_slice() {
        [] if before.is_empty() => format!("keeps {who} out of close Enemy fire"),
        [] => match before.as_slice() {
            [(one, _)] => format!("takes {who} out of {}'s fire", one.name()),
            _ => format!("takes {who} out of close Enemy fire"),
        },
        [(one, p)] => format!(
            "leaves {who} in {}'s fire ({} % a shot)",
            one.name(),
            percent(*p)
        ),
        many => format!(
            "leaves {who} in the fire of {}",
            many.iter()
                .map(|(s, p)| format!("{} ({} %)", s.name(), percent(*p)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The Enemy pieces that could fire on `space` as they stand, each with its chance to hit
/// there (`chance`: a shooter's chance from its own space and heading, `None` without a line
/// of fire).
pub fn enemy_fire_on<R: Rules>(
    g: &Chase<R>,
    space: SpaceId,
    chance: impl Fn(PieceId, SpaceId, Facing, SpaceId) -> Option<f64>,
) -> Vec<(PieceId, f64)> {
    g.alive(Side::Enemy)
        .filter_map(|p| {
            let (here, facing) = p.at()?;
            Some((p.id, chance(p.id, here, facing, space)?))
        })
        .collect()
}

/// What a moving Enemy piece's new place does to its aim at Bond (`chance`: its chance to hit
/// him from there, if it has a line of fire): "puts Bond in its fire (42 % a shot)".
pub fn aim(chance: Option<f64>) -> String {
    match chance.filter(|p| *p >= UNDER_FIRE) {
        Some(p) => format!("puts Bond in its fire ({} % a shot)", percent(p)),
        None => "leaves Bond out of its close fire".to_string(),
    }
}

/// Bond's way to End: "heads for End: 14 spaces to go", "14 spaces from End" when the move
/// brings him no closer, "reaches End" at the end.
pub fn toward_end(before: u8, after: u8) -> String {
    match after {
        0 => "reaches End".to_string(),
        a if a < before => format!("heads for End: {} to go", spaces(a)),
        a => format!("no closer to End: {} to go", spaces(a)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_lists_read_right() {
        assert_eq!(toward_end(15, 14), "heads for End: 14 spaces to go");
        assert_eq!(toward_end(2, 1), "heads for End: 1 space to go");
        assert_eq!(toward_end(3, 3), "no closer to End: 3 spaces to go");
        assert_eq!(toward_end(3, 0), "reaches End");
        assert_eq!(
            exposure(
                PieceId::Bond,
                &[(PieceId::EnemyB, 0.42)],
                &[(PieceId::EnemyC, 0.03)]
            ),
            "takes Bond out of Enemy B's fire"
        );
        assert_eq!(
            exposure(
                PieceId::Bond,
                &[],
                &[(PieceId::EnemyC, 0.28), (PieceId::EnemyD, 0.42)]
            ),
            "leaves Bond in the fire of Enemy D (42 %), Enemy C (28 %)"
        );
        assert_eq!(aim(Some(1.0 / 36.0)), "leaves Bond out of its close fire");
        assert_eq!(
            manoeuvre(35.0 / 36.0, PieceId::Bond, "loses the next turn"),
            "97 % to succeed, else Bond loses the next turn"
        );
    }
}
