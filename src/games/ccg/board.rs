//! The table: the near seat (the viewer, else the first seat) with its Plot Zone
//! and Agency drawn large, every other seat condensed but readable (name, score, hand, piles,
//! pieces and plots as small named chips). Main Plots are stacks with their Subplots or
//! connected Plots; face-down Plots are red backs except in their owner's own view; Demoted
//! cards are turned; attached Q and Intrigue cards sit under their card.

use crate::memo::memo;
use leptos::prelude::*;
use qbranch_engine::ccg::view::{CardView, CcgView, PieceView, PlotView, SeatView};
use qbranch_engine::ccg::{find_card, Uid, Variant};
use qbranch_engine::Seat;

use super::card::{card_back, card_button, type_colour};
use super::compose::{pick_state, tap};
use super::zoom::zoom_opener;

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

/// A small readable chip for a face-up card (opponents' areas, piles): tap to zoom.
fn chip(id: &str, uid: Option<Uid>, extra: &str, testid: &'static str) -> AnyView {
    let Some(card) = find_card(id) else {
        return view! { <span class="ccg-chip">{id.to_string()}</span> }.into_any();
    };
    let id_s = id.to_string();
    let open_zoom = zoom_opener();
    let (can, picked) = pick_state(uid);
    view! {
        <button
            type="button"
            class=format!("ccg-chip {extra}")
            class:pickable=can
            class:picked=picked
            data-testid=testid
            data-card=id_s.clone()
            data-uid=uid.map(|u| u.0.to_string())
            data-pickable=move || can.get().to_string()
            style=format!("--band:{}", type_colour(card.ctype))
            on:click=move |_| {
                if !tap(uid) {
                    open_zoom(&id_s, uid)
                }
            }
        >
            <span class="chip-name">{card.name}</span>
            <span class="chip-type">{card.ctype.name()}</span>
        </button>
    }
    .into_any()
}

fn hidden_chip() -> AnyView {
    view! {
        <span class="ccg-chip hidden" data-testid="face-down">
            <span class="chip-name">"Face down"</span>
            <span class="chip-type">"Plot"</span>
        </span>
    }
    .into_any()
}

/// The cards attached to a card (Q and Intrigue), as chips under it.
fn attached(list: &[CardView]) -> Option<AnyView> {
    (!list.is_empty()).then(|| {
        let chips = list
            .iter()
            .filter_map(|c| {
                c.card
                    .as_deref()
                    .map(|id| chip(id, Some(c.uid), "attached", "attached"))
            })
            .collect_view();
        view! { <div class="ccg-attached" aria-label="Attached cards">{chips}</div> }.into_any()
    })
}

fn values_line(p: &PieceView) -> String {
    let f = |v: Option<i32>| v.map(|n| n.to_string()).unwrap_or_else(|| "–".into());
    format!("PV {} · CV {}", f(p.pv), f(p.cv))
}

/// One Agency piece, large.
fn piece_big(p: &PieceView) -> AnyView {
    view! {
        <li class="ccg-piece" class:demoted=p.demoted data-testid="agency-piece" data-card=p.card.clone() data-demoted=p.demoted.to_string()>
            <div class="piece-card">{card_button(&p.card, Some(p.uid), "big", "agency-card")}</div>
            <p class="piece-values">{values_line(p)}{p.demoted.then_some(" · Demoted")}</p>
            {attached(&p.attached)}
        </li>
    }
    .into_any()
}

/// One Agency piece, condensed.
fn piece_small(p: &PieceView) -> AnyView {
    view! {
        <li class="ccg-piece small" class:demoted=p.demoted data-testid="agency-piece" data-card=p.card.clone() data-demoted=p.demoted.to_string()>
            {chip(&p.card, Some(p.uid), if p.demoted { "demoted" } else { "" }, "agency-card")}
            <span class="piece-values">{values_line(p)}{p.demoted.then_some(" · Demoted")}</span>
            {attached(&p.attached)}
        </li>
    }
    .into_any()
}

/// One card of a Main Plot, large.
fn plot_big(c: &PlotView, k: usize) -> AnyView {
    let role = if k == 0 { "main" } else { "sub" };
    let face = match (&c.card, c.face_up) {
        (Some(id), true) => card_button(id, Some(c.uid), "big", "zone-card"),
        (Some(id), false) => view! {
            <div class="own-face-down" title="Face down: only you see it">
                {card_button(id, Some(c.uid), "big", "zone-card")}
                <span class="fd-mark">"Face down"</span>
            </div>
        }
        .into_any(),
        (None, _) => card_back(true, "big").into_any(),
    };
    view! {
        <li class=format!("ccg-plot {role}") data-face-up=c.face_up.to_string()>
            {face}
            {attached(&c.attached)}
        </li>
    }
    .into_any()
}

/// One card of a Main Plot, condensed.
fn plot_small(c: &PlotView) -> AnyView {
    let face = match (&c.card, c.face_up) {
        (Some(id), true) => chip(id, Some(c.uid), "", "zone-card"),
        (Some(id), false) => chip(id, Some(c.uid), "own-fd", "zone-card"),
        (None, _) => hidden_chip(),
    };
    view! {
        <li class="ccg-plot small" data-face-up=c.face_up.to_string()>
            {face}
            {attached(&c.attached)}
        </li>
    }
    .into_any()
}

fn main_plots(zone: &[Vec<PlotView>], big: bool) -> AnyView {
    if zone.is_empty() {
        return view! { <p class="muted empty">"No Plots."</p> }.into_any();
    }
    zone.iter()
        .enumerate()
        .map(|(m, mp)| {
            let cards = mp
                .iter()
                .enumerate()
                .map(|(k, c)| if big { plot_big(c, k) } else { plot_small(c) })
                .collect_view();
            let label = format!("Main Plot {}", m + 1);
            let aria = label.clone();
            view! {
                <ol class="ccg-stack" class:big=big data-testid="main-plot" aria-label=aria>
                    {big.then(|| view! { <li class="stack-label">{label}</li> })}
                    {cards}
                </ol>
            }
        })
        .collect_view()
        .into_any()
}

/// Piles with their counts (and the face-up Plot Pile / Plot Discard Pile tops).
fn piles(s: &SeatView, variant: Variant) -> AnyView {
    let mut items: Vec<AnyView> = Vec::new();
    let pile = |label: String, n: usize, testid: &'static str| {
        view! { <li class="pile" data-testid=testid data-count=n.to_string()>{label}</li> }
            .into_any()
    };
    match variant {
        Variant::Basic => {
            items.push(pile(
                format!("Draw Pile {}", s.draw_size),
                s.draw_size,
                "draw-pile",
            ));
            items.push(pile(
                format!("Discard {}", s.discard_size),
                s.discard_size,
                "discard-pile",
            ));
            let top = s.plot_pile.last().and_then(|c| c.card.clone());
            items.push(view! {
                <li class="pile" data-testid="plot-pile" data-count=s.plot_pile_size.to_string()>
                    {format!("Plot Pile {}", s.plot_pile_size)}
                    {top.map(|id| view! { <span class="pile-top">" top: "{chip(&id, None, "", "plot-pile-top")}</span> })}
                </li>
            }.into_any());
        }
        Variant::Ltk => {
            items.push(pile(
                format!("Action Draw {}", s.draw_size),
                s.draw_size,
                "draw-pile",
            ));
            items.push(pile(
                format!("Action Discard {}", s.discard_size),
                s.discard_size,
                "discard-pile",
            ));
            items.push(pile(
                format!("Plot Draw {}", s.plot_pile_size),
                s.plot_pile_size,
                "plot-pile",
            ));
            let top = s.plot_discard.last().and_then(|c| c.card.clone());
            items.push(view! {
                <li class="pile" data-testid="plot-discard" data-count=s.plot_discard.len().to_string()>
                    {format!("Plot Discard {}", s.plot_discard.len())}
                    {top.map(|id| view! { <span class="pile-top">" top: "{chip(&id, None, "", "plot-discard-top")}</span> })}
                </li>
            }.into_any());
        }
    }
    items.push(pile(
        format!("Overcome {}", s.won.len()),
        s.won.len(),
        "won-pile",
    ));
    if !s.lingering.is_empty() {
        let chips = s
            .lingering
            .iter()
            .filter_map(|c| {
                c.card
                    .as_deref()
                    .map(|id| chip(id, Some(c.uid), "", "lingering"))
            })
            .collect_view();
        items.push(view! { <li class="pile">"In play this turn: "{chips}</li> }.into_any());
    }
    view! { <ul class="ccg-piles">{items}</ul> }.into_any()
}

/// A hand seen from outside: how many cards, the red backs counted apart.
fn hand_backs(hand_size: usize, hand_plots: usize) -> AnyView {
    let blue = hand_size.saturating_sub(hand_plots);
    let backs = (0..hand_plots)
        .map(|_| view! { <span class="mini-back plot"></span> })
        .chain((0..blue).map(|_| view! { <span class="mini-back action"></span> }))
        .collect_view();
    view! {
        <p class="hand-count" data-testid="hand-count" data-count=hand_size.to_string() data-plots=hand_plots.to_string()>
            {format!("Hand {} ({} Plot)", hand_size, hand_plots)}
            <span class="mini-backs" aria-hidden="true">{backs}</span>
        </p>
    }
    .into_any()
}

/// A seat's Agency: its pieces large (the near seat) or condensed.
fn agency_list(pieces: &[PieceView], big: bool) -> AnyView {
    if pieces.is_empty() {
        let text = if big {
            "No one in the Agency yet."
        } else {
            "Agency empty."
        };
        return view! { <p class="muted empty">{text}</p> }.into_any();
    }
    let piece = if big { piece_big } else { piece_small };
    let ps = pieces.iter().map(piece).collect_view();
    view! { <ul class="ccg-agency" class:big=big class:small=!big>{ps}</ul> }.into_any()
}

/// One seat's part of the view, as a memo: a seat's area is drawn again only when that seat's
/// own cards change (an action redraws one or two areas, not the whole table).
fn seat_memo(view: Signal<CcgView>, s: Seat) -> Memo<Option<SeatView>> {
    memo(move || view.with(|v| v.seats.get(s).cloned()))
}

/// The near seat, large: its Plot Zone and Agency, each drawn again only when it changes (a
/// card drawn does not redraw the big cards).
#[component]
pub fn NearSeat(view: Signal<CcgView>) -> impl IntoView {
    let near = memo(move || {
        view.with(|v| {
            let s = near_seat(v);
            (s, v.viewer == Some(s), v.variant)
        })
    });
    let turn = memo(move || view.with(|v| v.seat));
    move || {
        let (s, mine, variant) = near.get();
        let seat = seat_memo(view, s);
        let score = memo(move || seat.with(|st| st.as_ref().map_or(0, |st| st.score)));
        let backs = memo(move || {
            seat.with(|st| {
                st.as_ref()
                    .map_or((0, 0), |st| (st.hand_size, st.hand_plots))
            })
        });
        let zone =
            memo(move || seat.with(|st| st.as_ref().map(|st| st.zone.clone()).unwrap_or_default()));
        let agency = memo(move || {
            seat.with(|st| st.as_ref().map(|st| st.agency.clone()).unwrap_or_default())
        });
        let title = if mine {
            format!("{} (you)", seat_name(s))
        } else {
            seat_name(s)
        };
        let aria = format!("{title}: Plot Zone and Agency");
        let agency_view = move || agency.with(|a| agency_list(a, true));
        view! {
            <section
                class="ccg-seat near"
                class:turn=move || turn.get() == s
                data-testid="ccg-seat"
                data-seat=s.to_string()
                data-near="true"
                data-score=move || score.get().to_string()
                aria-label=aria
            >
                <header class="seat-head">
                    <h2>{title}</h2>
                    <span class="seat-score">{move || format!("{} Plot Points", score.get())}</span>
                    {(!mine).then_some(move || {
                        let (n, p) = backs.get();
                        hand_backs(n, p)
                    })}
                </header>
                <div class="near-areas">
                    <div class="ccg-zone">
                        <h3>"Plot Zone"</h3>
                        <div class="stacks">{move || zone.with(|z| main_plots(z, true))}</div>
                    </div>
                    <div class="ccg-agency-wrap">
                        <h3>"Agency"</h3>
                        {agency_view}
                    </div>
                </div>
                {move || seat.with(|st| st.as_ref().map(|st| piles(st, variant)))}
            </section>
        }
    }
}

/// Every other seat, condensed.
#[component]
pub fn Opponents(view: Signal<CcgView>) -> impl IntoView {
    let layout = memo(move || view.with(|v| (near_seat(v), v.seats.len(), v.variant)));
    let turn = memo(move || view.with(|v| v.seat));
    move || {
        let (near, n, variant) = layout.get();
        (0..n)
            .filter(|&s| s != near)
            .map(|s| {
                let seat = seat_memo(view, s);
                move || {
                    seat.with(|st| {
                        let Some(st) = st else {
                            return ().into_any();
                        };
                        let agency = agency_list(&st.agency, false);
                        view! {
                            <section
                                class="ccg-seat other"
                                class:turn=move || turn.get() == s
                                data-testid="ccg-seat"
                                data-seat=s.to_string()
                                data-near="false"
                                data-score=st.score.to_string()
                                aria-label=format!("{}'s table", seat_name(s))
                            >
                                <header class="seat-head">
                                    <h2>{seat_name(s)}{move || (turn.get() == s).then_some(" · their turn")}</h2>
                                    <span class="seat-score">{format!("{} pts", st.score)}</span>
                                    {hand_backs(st.hand_size, st.hand_plots)}
                                </header>
                                <div class="other-areas">
                                    <div class="ccg-zone small">
                                        <h3>"Plot Zone"</h3>
                                        <div class="stacks">{main_plots(&st.zone, false)}</div>
                                    </div>
                                    <div class="ccg-agency-wrap">
                                        <h3>"Agency"</h3>
                                        {agency}
                                    </div>
                                </div>
                                {piles(st, variant)}
                            </section>
                        }
                        .into_any()
                    })
                }
            })
            .collect_view()
    }
}

/// Scores, the goal, the turn and the step: always in sight.
#[component]
pub fn Scoreboard(view: Signal<CcgView>) -> impl IntoView {
    move || {
        view.with(|v| {
            let scores = v
                .seats
                .iter()
                .enumerate()
                .map(|(s, st)| {
                    view! {
                        <li class="score" class:turn=v.seat == s data-testid="score" data-seat=s.to_string() data-score=st.score.to_string()>
                            <span class="score-name">{seat_name(s)}</span>
                            <strong>{st.score.to_string()}</strong>
                        </li>
                    }
                })
                .collect_view();
            let goal = match v.variant {
                Variant::Basic => format!("Goal {} Plot Points", v.goal),
                Variant::Ltk => format!("Goal {} Plot Points, by overcoming", v.goal),
            };
            view! {
                <div class="ccg-scoreboard" data-testid="ccg-scoreboard">
                    <p class="turn-line" data-testid="turn-line">
                        {format!("Turn {} · {} · {}", v.turn, seat_name(v.seat), super::controls::step_name(v.variant, v.step))}
                    </p>
                    <p class="goal" data-testid="goal" data-goal=v.goal.to_string()>{goal}</p>
                    <ul class="scores">{scores}</ul>
                </div>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qbranch_engine::ccg::{prebuilt_decks, Ccg, CcgSetup};
    use qbranch_engine::Game;

    #[test]
    fn names_are_found_for_shown_cards_and_hidden_for_others() {
        let setup = CcgSetup {
            decks: prebuilt_decks(Variant::Basic, 2),
            goal: 25,
            skip_unable: false,
        };
        let g = Ccg::new(&setup, 7).unwrap();
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
