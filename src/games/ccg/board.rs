//! The table: the near seat (the viewer, else the first seat) with its Plot Zone
//! and Agency drawn large, every other seat condensed but readable (name, score, hand, piles,
//! pieces and plots as small named chips). Main Plots are stacks with their Subplots or
//! connected Plots; face-down Plots are red backs except in their owner's own view; Demoted
//! cards are turned; attached Q and Intrigue cards sit under their card.

use crate::markup::esc;
use qbranch_engine::ccg::view::{CardView, CcgView, PieceView, PlotView, SeatView};
use qbranch_engine::ccg::{find_card, Uid, Variant};
use qbranch_engine::Seat;

use super::card::{card_back_html, card_button_html, type_colour, uid_attr};

/// The name of a seat: the player's, else "Player N".
pub fn seat_name(seat: Seat) -> String {
    crate::games::player_name(seat).unwrap_or_else(|| format!("Player {}", seat + 1))
}

/// The card design's name, or a plain phrase when it is unknown to this seat.
pub fn card_name(id: Option<&str>) -> String {
    match id.and_then(find_card) {
        Some(c) => c.name.to_string(),
        None => "a hidden card".into(),
    }
}

/// The design id of the card `uid` wherever the view shows it (`None`: unknown or hidden).
pub fn design_of(view: &CcgView, uid: Uid) -> Option<String> {
    let hit = |c: &CardView| (c.uid == uid).then(|| c.card.clone()).flatten();
    for s in &view.seats {
        for p in &s.agency {
            if p.uid == uid {
                return Some(p.card.clone());
            }
            if let Some(x) = p.attached.iter().find_map(hit) {
                return Some(x);
            }
        }
        for mp in &s.zone {
            for c in mp {
                if c.uid == uid {
                    return c.card.clone();
                }
                if let Some(x) = c.attached.iter().find_map(hit) {
                    return Some(x);
                }
            }
        }
        for list in [&s.lingering, &s.won, &s.plot_pile, &s.plot_discard] {
            if let Some(x) = list.iter().find_map(hit) {
                return Some(x);
            }
        }
        if let Some(x) = s.hand.iter().flatten().find_map(hit) {
            return Some(x);
        }
    }
    view.window
        .as_ref()
        .and_then(|w| w.played.iter().map(|(c, _)| c).find_map(hit))
}

/// The name of the card `uid` as this seat may know it.
pub fn name_of(view: &CcgView, uid: Uid) -> String {
    card_name(design_of(view, uid).as_deref())
}

/// The seat shown near (large): the viewer; with no viewer (computers only, a replay) the
/// first seat, so the table keeps its places from turn to turn instead of turning round at
/// every turn.
pub fn near_seat(view: &CcgView) -> Seat {
    view.viewer.unwrap_or(0)
}

/// A small readable chip for a face-up card (opponents' areas, piles), as markup: tap to
/// zoom. Its pick state is set in place by `table::mark_picks`.
fn chip(h: &mut String, id: &str, uid: Option<Uid>, extra: &str, testid: &str) {
    let Some(card) = find_card(id) else {
        h.push_str(&format!(r#"<span class="ccg-chip">{}</span>"#, esc(id)));
        return;
    };
    h.push_str(&format!(
        r#"<button type="button" class="ccg-chip {extra}" data-testid="{testid}" data-card="{}"{} data-pickable="false" style="--band:{}"><span class="chip-name">{}</span><span class="chip-type">{}</span></button>"#,
        esc(id),
        uid_attr(uid),
        type_colour(card.ctype),
        esc(card.name),
        card.ctype.name()
    ));
}

const HIDDEN_CHIP: &str = r#"<span class="ccg-chip hidden" data-testid="face-down"><span class="chip-name">Face down</span><span class="chip-type">Plot</span></span>"#;

/// The cards attached to a card (Q and Intrigue), as chips under it.
fn attached(h: &mut String, list: &[CardView]) {
    if list.is_empty() {
        return;
    }
    h.push_str(r#"<div class="ccg-attached" aria-label="Attached cards">"#);
    for c in list {
        if let Some(id) = c.card.as_deref() {
            chip(h, id, Some(c.uid), "attached", "attached");
        }
    }
    h.push_str("</div>");
}

fn values_line(p: &PieceView) -> String {
    let f = |v: Option<i32>| v.map(|n| n.to_string()).unwrap_or_else(|| "–".into());
    format!(
        "PV {} · CV {}{}",
        f(p.pv),
        f(p.cv),
        if p.demoted { " · Demoted" } else { "" }
    )
}

/// One Agency piece, large or condensed.
fn piece(h: &mut String, p: &PieceView, big: bool) {
    let demoted = if p.demoted { " demoted" } else { "" };
    h.push_str(&format!(
        r#"<li class="ccg-piece{}{demoted}" data-testid="agency-piece" data-card="{}" data-demoted="{}">"#,
        if big { "" } else { " small" },
        esc(&p.card),
        p.demoted
    ));
    if big {
        h.push_str(r#"<div class="piece-card">"#);
        card_button_html(h, &p.card, Some(p.uid), "big", "agency-card");
        h.push_str(&format!(
            r#"</div><p class="piece-values">{}</p>"#,
            values_line(p)
        ));
    } else {
        chip(h, &p.card, Some(p.uid), demoted, "agency-card");
        h.push_str(&format!(
            r#"<span class="piece-values">{}</span>"#,
            values_line(p)
        ));
    }
    attached(h, &p.attached);
    h.push_str("</li>");
}

/// One card of a Main Plot, large (`k`: its place in the stack) or condensed.
fn plot(h: &mut String, c: &PlotView, k: usize, big: bool) {
    h.push_str(&format!(
        r#"<li class="ccg-plot {}" data-face-up="{}">"#,
        match (big, k) {
            (false, _) => "small",
            (true, 0) => "main",
            (true, _) => "sub",
        },
        c.face_up
    ));
    match (&c.card, c.face_up, big) {
        (Some(id), true, true) => card_button_html(h, id, Some(c.uid), "big", "zone-card"),
        (Some(id), false, true) => {
            h.push_str(r#"<div class="own-face-down" title="Face down: only you see it">"#);
            card_button_html(h, id, Some(c.uid), "big", "zone-card");
            h.push_str(r#"<span class="fd-mark">Face down</span></div>"#);
        }
        (None, _, true) => card_back_html(h, true, "big"),
        (Some(id), up, false) => chip(
            h,
            id,
            Some(c.uid),
            if up { "" } else { "own-fd" },
            "zone-card",
        ),
        (None, _, false) => h.push_str(HIDDEN_CHIP),
    }
    attached(h, &c.attached);
    h.push_str("</li>");
}

fn main_plots(zone: &[Vec<PlotView>], big: bool) -> Vec<String> {
    if zone.is_empty() {
        return vec![r#"<p class="muted empty">No Plots.</p>"#.to_string()];
    }
    zone.iter()
        .enumerate()
        .map(|(m, mp)| {
            let mut h = format!(
                r#"<ol class="ccg-stack{}" data-testid="main-plot" aria-label="Main Plot {n}">"#,
                if big { " big" } else { "" },
                n = m + 1
            );
            if big {
                h.push_str(&format!(
                    r#"<li class="stack-label">Main Plot {}</li>"#,
                    m + 1
                ));
            }
            for (k, c) in mp.iter().enumerate() {
                plot(&mut h, c, k, big);
            }
            h.push_str("</ol>");
            h
        })
        .collect()
}

/// One pile with its count (`top`: the face-up card on it, if shown).
fn pile(h: &mut String, label: &str, n: usize, testid: &str, top: Option<&CardView>) {
    h.push_str(&format!(
        r#"<li class="pile" data-testid="{testid}" data-count="{n}">{label} {n}"#
    ));
    if let Some(id) = top.and_then(|c| c.card.as_deref()) {
        h.push_str(r#"<span class="pile-top"> top: "#);
        chip(h, id, None, "", &format!("{testid}-top"));
        h.push_str("</span>");
    }
    h.push_str("</li>");
}

/// Piles with their counts (and the face-up Plot Pile / Plot Discard Pile tops).
fn piles(h: &mut String, s: &SeatView, variant: Variant) {
    h.push_str(r#"<ul class="ccg-piles">"#);
    match variant {
        Variant::Basic => {
            pile(h, "Draw Pile", s.draw_size, "draw-pile", None);
            pile(h, "Discard", s.discard_size, "discard-pile", None);
            pile(
                h,
                "Plot Pile",
                s.plot_pile_size,
                "plot-pile",
                s.plot_pile.last(),
            );
        }
        Variant::Ltk => {
            pile(h, "Action Draw", s.draw_size, "draw-pile", None);
            pile(h, "Action Discard", s.discard_size, "discard-pile", None);
            pile(h, "Plot Draw", s.plot_pile_size, "plot-pile", None);
            pile(
                h,
                "Plot Discard",
                s.plot_discard.len(),
                "plot-discard",
                s.plot_discard.last(),
            );
        }
    }
    pile(h, "Overcome", s.won.len(), "won-pile", None);
    if !s.lingering.is_empty() {
        h.push_str(r#"<li class="pile">In play this turn: "#);
        for c in &s.lingering {
            if let Some(id) = c.card.as_deref() {
                chip(h, id, Some(c.uid), "", "lingering");
            }
        }
        h.push_str("</li>");
    }
    h.push_str("</ul>");
}

/// A hand seen from outside: how many cards, the red backs counted apart.
fn hand_backs(h: &mut String, hand_size: usize, hand_plots: usize) {
    h.push_str(&format!(
        r#"<p class="hand-count" data-testid="hand-count" data-count="{hand_size}" data-plots="{hand_plots}">Hand {hand_size} ({hand_plots} Plot)<span class="mini-backs" aria-hidden="true">{}{}</span></p>"#,
        r#"<span class="mini-back plot"></span>"#.repeat(hand_plots),
        r#"<span class="mini-back action"></span>"#.repeat(hand_size.saturating_sub(hand_plots))
    ));
}

/// One seat's area in parts (the near seat large, any other condensed but readable), so the table
/// can redraw only what changed: the `<section>`'s
/// attributes, its head, the Main Plots of its Plot Zone one by one, the pieces of its Agency
/// one by one, and its piles.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatParts {
    /// The section's attributes in order (`class` first).
    pub attrs: Vec<(&'static str, String)>,
    /// The `<header>`.
    pub head: String,
    /// The children of the Plot Zone's `.stacks`: one `<ol>` per Main Plot, or the empty note.
    pub stacks: Vec<String>,
    /// The Agency's pieces, one `<li>` each (none: the empty note instead of the list).
    pub pieces: Vec<String>,
    /// The `<ul>` of piles.
    pub piles: String,
    /// Drawn large (the near seat).
    pub big: bool,
}

impl SeatParts {
    /// The section's opening tag.
    pub fn open_tag(&self) -> String {
        let mut h = String::from("<section");
        for (k, v) in &self.attrs {
            h.push_str(&format!(r#" {k}="{v}""#));
        }
        h.push('>');
        h
    }

    /// The Agency's child after its heading: the list of pieces, or the empty note.
    pub fn agency(&self) -> String {
        match (self.pieces.is_empty(), self.big) {
            (true, true) => r#"<p class="muted empty">No one in the Agency yet.</p>"#.into(),
            (true, false) => r#"<p class="muted empty">Agency empty.</p>"#.into(),
            (false, big) => format!(
                r#"<ul class="ccg-agency {}">{}</ul>"#,
                if big { "big" } else { "small" },
                self.pieces.concat()
            ),
        }
    }

    /// The Plot Zone and the Agency (the section's second child).
    pub fn areas(&self) -> String {
        format!(
            r#"<div class="{}-areas"><div class="ccg-zone{}"><h3>Plot Zone</h3><div class="stacks">{}</div></div><div class="ccg-agency-wrap"><h3>Agency</h3>{}</div></div>"#,
            if self.big { "near" } else { "other" },
            if self.big { "" } else { " small" },
            self.stacks.concat(),
            self.agency()
        )
    }

    /// The whole section.
    pub fn html(&self) -> String {
        format!(
            "{}{}{}{}</section>",
            self.open_tag(),
            self.head,
            self.areas(),
            self.piles
        )
    }
}

/// The seat whose turn it is: none once the game is over.
fn to_play(v: &CcgView) -> Option<Seat> {
    v.outcome.is_none().then_some(v.seat)
}

/// Seat `s`'s area in parts (`None`: no such seat).
pub fn seat_parts(v: &CcgView, s: Seat) -> Option<SeatParts> {
    let st = v.seats.get(s)?;
    let near = s == near_seat(v);
    let mine = near && v.viewer == Some(s);
    let turn = to_play(v) == Some(s);
    let name = esc(&seat_name(s));
    let title = if mine {
        format!("{name} (you)")
    } else {
        name.clone()
    };
    let attrs = vec![
        (
            "class",
            format!(
                "ccg-seat {}{}",
                if near { "near" } else { "other" },
                if turn { " turn" } else { "" }
            ),
        ),
        ("data-testid", "ccg-seat".to_string()),
        ("data-seat", s.to_string()),
        ("data-near", near.to_string()),
        ("data-score", st.score.to_string()),
        (
            "aria-label",
            if near {
                format!("{title}: Plot Zone and Agency")
            } else {
                format!("{name}'s table")
            },
        ),
    ];
    let mut head = format!(
        r#"<header class="seat-head"><h2>{}</h2><span class="seat-score">{score} {}</span>"#,
        if !near && turn {
            format!("{title} · their turn")
        } else {
            title
        },
        if near { "Plot Points" } else { "pts" },
        score = st.score,
    );
    if !mine {
        hand_backs(&mut head, st.hand_size, st.hand_plots);
    }
    head.push_str("</header>");
    let pieces = st
        .agency
        .iter()
        .map(|p| {
            let mut h = String::new();
            piece(&mut h, p, near);
            h
        })
        .collect();
    let mut piles_html = String::new();
    piles(&mut piles_html, st, v.variant);
    Some(SeatParts {
        attrs,
        head,
        stacks: main_plots(&st.zone, near),
        pieces,
        piles: piles_html,
        big: near,
    })
}

/// Every other seat, condensed, one area each.
pub fn opponents(v: &CcgView) -> Vec<SeatParts> {
    let near = near_seat(v);
    (0..v.seats.len())
        .filter(|&s| s != near)
        .filter_map(|s| seat_parts(v, s))
        .collect()
}

/// Scores, the goal, the turn and the step: always in sight (the scoreboard's three lines).
pub fn scoreboard_html(v: &CcgView) -> Vec<String> {
    let goal = match v.variant {
        Variant::Basic => format!("Goal {} Plot Points", v.goal),
        Variant::Ltk => format!("Goal {} Plot Points, by overcoming", v.goal),
    };
    let mut scores = String::from(r#"<ul class="scores">"#);
    for (s, st) in v.seats.iter().enumerate() {
        scores.push_str(&format!(
            r#"<li class="score{}" data-testid="score" data-seat="{s}" data-score="{n}"><span class="score-name">{}</span><strong>{n}</strong></li>"#,
            if to_play(v) == Some(s) { " turn" } else { "" },
            esc(&seat_name(s)),
            n = st.score
        ));
    }
    scores.push_str("</ul>");
    vec![
        format!(
            r#"<p class="turn-line" data-testid="turn-line">Turn {} · {}</p>"#,
            v.turn,
            match to_play(v) {
                None => "Game over".into(),
                Some(s) => format!(
                    "{} · {}",
                    esc(&seat_name(s)),
                    super::controls::step_name(v.variant, v.step)
                ),
            }
        ),
        format!(
            r#"<p class="goal" data-testid="goal" data-goal="{}">{goal}</p>"#,
            v.goal
        ),
        scores,
    ]
}

/// The viewer's hand, face up as a row of cards (tap or Enter to read one). Only the viewer's
/// own hand is ever in the page: the view holds no other hand's cards.
pub fn hand_html(v: &CcgView) -> Vec<String> {
    let Some((seat, hand)) = v
        .viewer
        .and_then(|s| Some((s, v.seats.get(s)?.hand.as_ref()?)))
    else {
        return Vec::new();
    };
    let title = esc(&format!(
        "{}'s hand ({} cards)",
        seat_name(seat),
        hand.len()
    ));
    let mut h = format!(
        r#"<section class="ccg-hand" data-testid="ccg-hand" data-count="{}" aria-label="{title}"><h3>{title}</h3>"#,
        hand.len()
    );
    if hand.is_empty() {
        h.push_str(r#"<p class="muted">No cards.</p>"#);
    }
    h.push_str(r#"<ul class="hand-row">"#);
    for c in hand {
        if let Some(id) = c.card.as_deref() {
            h.push_str("<li>");
            card_button_html(&mut h, id, Some(c.uid), "hand", "hand-card");
            h.push_str("</li>");
        }
    }
    h.push_str("</ul></section>");
    vec![h]
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::ccg::{prebuilt_decks, Ccg, CcgSetup};
    use qbranch_engine::Game;

    /// A new two-seat game of the basic rules with the prebuilt decks (seed 7).
    fn basic_two_seat_game() -> Ccg {
        let setup = CcgSetup {
            decks: prebuilt_decks(Variant::Basic, 2),
            goal: 25,
            skip_unable: false,
        };
        Ccg::new(&setup, 7).unwrap()
    }

    #[test]
    fn a_seat_is_drawn_from_its_parts_each_one_element() {
        let mut g = basic_two_seat_game();
        // The first legal action, 60 times: by then seat 0 has Main Plots in its Plot Zone
        // and pieces in its Agency (the test checks it below).
        for _ in 0..60 {
            let seat = g.to_act().unwrap();
            let a = g.legal_actions(seat)[0].clone();
            g.apply(seat, &a).unwrap();
        }
        let v = g.view(Some(0));
        for s in 0..2 {
            let p = seat_parts(&v, s).unwrap();
            assert_eq!(p.big, s == 0);
            let open = p.open_tag();
            assert!(
                open.starts_with(&format!(
                    r#"<section class="ccg-seat {}"#,
                    if s == 0 { "near" } else { "other" }
                )),
                "{open}"
            );
            assert!(open.contains(&format!(r#" data-seat="{s}""#)), "{open}");
            let html = p.html();
            assert!(html.starts_with(&open) && html.ends_with("</section>"));
            // The table swaps each of these as one element of the drawn section.
            let one_element = |h: &str, tag: &str| {
                assert!(
                    h.starts_with(&format!("<{tag}")) && h.ends_with(&format!("</{tag}>")),
                    "{h}"
                );
                assert!(html.contains(h), "{h}");
            };
            one_element(&p.head, "header");
            one_element(&p.piles, "ul");
            one_element(&p.agency(), if p.pieces.is_empty() { "p" } else { "ul" });
            for st in &p.stacks {
                one_element(
                    st,
                    if v.seats[s].zone.is_empty() {
                        "p"
                    } else {
                        "ol"
                    },
                );
            }
            for pc in &p.pieces {
                one_element(pc, "li");
            }
            assert_eq!(p.pieces.len(), v.seats[s].agency.len());
        }
        let near = seat_parts(&v, 0).unwrap();
        assert_eq!((near.stacks.len(), near.pieces.len()), (5, 2));
        assert_eq!(seat_parts(&v, 5), None);
    }

    #[test]
    fn the_turn_line_names_the_seat_and_step_until_the_game_is_over() {
        let mut g = basic_two_seat_game();
        let line = |g: &Ccg| scoreboard_html(&g.view(Some(0)))[0].clone();
        assert!(
            line(&g).contains(">Turn 0 · Player 1 · Set-up round<"),
            "{}",
            line(&g)
        );
        assert!(!line(&g).contains("Game over"));
        // A seeded random game, played to its end.
        let mut rng = qbranch_engine::Rng::new(3);
        while let Some(seat) = g.to_act() {
            let legal = g.legal_actions(seat);
            let a = legal[rng.below(legal.len() as u32) as usize].clone();
            g.apply(seat, &a).unwrap();
        }
        let v = g.view(Some(0));
        assert!(v.outcome.is_some());
        assert_eq!(
            line(&g),
            format!(
                r#"<p class="turn-line" data-testid="turn-line">Turn {} · Game over</p>"#,
                v.turn
            )
        );
        // Nor is any seat shown as the one whose turn it is.
        assert!(!scoreboard_html(&v)[2].contains("score turn"));
        for s in 0..2 {
            let p = seat_parts(&v, s).unwrap();
            assert!(!p.head.contains("their turn"), "{}", p.head);
            assert!(!p.open_tag().contains(" turn"), "{}", p.open_tag());
        }
    }

    #[test]
    fn names_are_found_for_shown_cards_and_hidden_for_others() {
        let g = basic_two_seat_game();
        let v = g.view(Some(0));
        let hand = v.seats[0].hand.as_ref().unwrap();
        assert_eq!(hand.len(), 7);
        let first = &hand[0];
        assert_eq!(
            name_of(&v, first.uid),
            find_card(first.card.as_deref().unwrap()).unwrap().name
        );
        // Seat 0's hand is not in seat 1's view: there its cards have no name.
        let other = g.view(Some(1));
        assert!(other.seats[0].hand.is_none());
        assert_eq!(name_of(&other, first.uid), "a hidden card");
        assert_eq!(near_seat(&v), 0);
        // With no viewer, the first seat stays near whoever's turn it is.
        let mut watched = g.view(None);
        watched.seat = 1;
        assert_eq!(near_seat(&watched), 0);
        assert_eq!(near_seat(&g.view(Some(1))), 1);
    }
}
