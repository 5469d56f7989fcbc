//! One seat's area of the table: the near seat (the viewer, else the first seat) with its Plot
//! Zone and Agency drawn large, every other seat a strip (name, score, hand, counts) whose
//! table opens in place (pieces and plots as small named chips, piles). An empty zone is one
//! line. Main Plots are stacks with their Subplots or
//! connected Plots; face-down Plots are red backs except in their owner's own view; Demoted
//! cards are turned; attached Q and Intrigue cards sit under their card. Each part of the area
//! is drawn again only when what it shows changes.

use leptos::prelude::*;
use qbranch_engine::ccg::view::{CardView, CcgView, PieceView, PlotView, SeatView};
use qbranch_engine::ccg::Variant;
use qbranch_engine::Seat;

use super::card::{CardBack, CardButton, CardTaps, Chip, HiddenChip};
use super::names::{near_seat, seat_name};
use crate::ui::reactive::{memo, state, Derived, State};

/// The seat whose turn it is: none once the game is over.
pub fn to_play(v: &CcgView) -> Option<Seat> {
    v.outcome.is_none().then_some(v.seat)
}

/// What a seat's `<section>` and its head say.
#[derive(Clone, Debug, PartialEq)]
struct Head {
    /// The viewer's own seat.
    mine: bool,
    /// Its turn.
    turn: bool,
    name: String,
    score: i32,
    hand_size: usize,
    hand_plots: usize,
}

impl Head {
    fn of(v: &CcgView, s: Seat) -> Option<Head> {
        let st = v.seats.get(s)?;
        Some(Head {
            mine: near_seat(v) == s && v.viewer == Some(s),
            turn: to_play(v) == Some(s),
            name: seat_name(s),
            score: st.score,
            hand_size: st.hand_size,
            hand_plots: st.hand_plots,
        })
    }

    fn title(&self) -> String {
        if self.mine {
            format!("{} (you)", self.name)
        } else {
            self.name.clone()
        }
    }
}

/// Seat `seat`'s area; `big` for the near seat. Another seat is a strip (name, score, hand,
/// what lies on its table in counts) whose Plot Zone, Agency and piles open in place from a
/// button; they open by themselves when a tap may choose one of their cards now.
#[component]
pub fn SeatArea(view: Derived<CcgView>, seat: Seat, big: bool) -> impl IntoView {
    let head = memo(move || view.with(|v| Head::of(v, seat)));
    let zone = memo(move || view.with(|v| v.seats.get(seat).map(|s| s.zone.clone())));
    let agency = memo(move || view.with(|v| v.seats.get(seat).map(|s| s.agency.clone())));
    let piles = memo(move || view.with(|v| v.seats.get(seat).map(|s| Piles::of(s, v.variant))));
    // Another seat's table is open while a tap may choose one of its cards, unless the
    // player has opened or closed it since that last changed.
    let chosen = state(None::<bool>);
    let aimed = aimed_at(view, seat);
    Effect::new(move |was: Option<bool>| {
        let now = aimed.get();
        if was.is_some_and(|w| w != now) {
            chosen.set(None);
        }
        now
    });
    let open = Signal::derive(move || big || chosen.get().unwrap_or_else(|| aimed.get()));
    let class = move || {
        let turn = head.with(|h| h.as_ref().is_some_and(|h| h.turn));
        format!(
            "ccg-seat {}{}",
            if big { "near" } else { "other" },
            if turn { " turn" } else { "" }
        )
    };
    let label = move || {
        head.with(|h| {
            let h = h.as_ref()?;
            Some(if big {
                format!("{}: Plot Zone and Agency", h.title())
            } else {
                format!("{}'s table", h.name)
            })
        })
    };
    let score = move || head.with(|h| h.as_ref().map(|h| h.score.to_string()));
    let counts = memo(move || {
        Counts::of(
            zone.with(|z| z.as_ref().map_or(0, Vec::len)),
            agency.with(|a| a.as_ref().map_or(0, Vec::len)),
        )
    });
    let areas_id = format!("ccg-seat-{seat}-table");
    let zone_class = move || {
        let empty = counts.with(|c| c.plots == 0);
        match (big, empty) {
            (true, false) => "ccg-zone",
            (true, true) => "ccg-zone is-empty",
            (false, false) => "ccg-zone small",
            (false, true) => "ccg-zone small is-empty",
        }
    };
    let agency_class = move || {
        if counts.with(|c| c.agency == 0) {
            "ccg-agency-wrap is-empty"
        } else {
            "ccg-agency-wrap"
        }
    };
    view! {
        <section
            class=class
            data-testid="ccg-seat"
            data-seat=seat
            data-near=big.to_string()
            data-score=score
            aria-label=label
        >
            {move || head.get().map(|h| view! { <SeatHead head=h big=big/> })}
            {(!big).then(|| view! { <OpenTable open=open chosen=chosen counts=counts controls=areas_id.clone()/> })}
            <div class=if big { "near-areas" } else { "other-areas" } id=areas_id.clone()
                hidden=move || !open.get()>
                <div class=zone_class>
                    <h3>"Plot Zone"</h3>
                    <div class="stacks">
                        {move || main_plots(zone.get().unwrap_or_default(), big)}
                    </div>
                </div>
                <div class=agency_class>
                    <h3>"Agency"</h3>
                    {move || agency_list(agency.get().unwrap_or_default(), big)}
                </div>
                {move || piles.get().map(|p| view! { <PileList piles=p/> })}
            </div>
        </section>
    }
}

/// Whether a tap may choose one of seat `seat`'s cards on the table now.
fn aimed_at(view: Derived<CcgView>, seat: Seat) -> Signal<bool> {
    let taps = use_context::<CardTaps>();
    Signal::derive(move || {
        let Some(t) = taps else { return false };
        t.pick.eligible.with(|e| {
            !e.is_empty()
                && view.with(|v| {
                    v.seats.get(seat).is_some_and(|s| {
                        s.zone.iter().flatten().any(|p| e.contains(&p.uid))
                            || s.agency.iter().any(|p| e.contains(&p.uid))
                    })
                })
        })
    })
}

/// How much lies on a seat's table: Main Plots and Agency pieces.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Counts {
    plots: usize,
    agency: usize,
}

impl Counts {
    fn of(plots: usize, agency: usize) -> Counts {
        Counts { plots, agency }
    }

    /// "2 Main Plots · 1 in the Agency".
    fn text(self) -> String {
        let plots = match self.plots {
            0 => "No Main Plot".to_string(),
            1 => "1 Main Plot".to_string(),
            n => format!("{n} Main Plots"),
        };
        let agency = match self.agency {
            0 => "no one in the Agency".to_string(),
            n => format!("{n} in the Agency"),
        };
        format!("{plots} · {agency}")
    }
}

/// The strip's button that opens another seat's Plot Zone, Agency and piles in place.
#[component]
fn OpenTable(
    open: Signal<bool>,
    chosen: State<Option<bool>>,
    counts: Derived<Counts>,
    controls: String,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class="btn small seat-open"
            data-testid="seat-open"
            aria-expanded=move || open.get().to_string()
            aria-controls=controls
            on:click=move |_| chosen.set(Some(!open.get_untracked()))
        >
            <span class="chevron" aria-hidden="true">{move || if open.get() { "▾" } else { "▸" }}</span>
            <span>{move || counts.get().text()}</span>
        </button>
    }
}

#[component]
fn SeatHead(head: Head, big: bool) -> impl IntoView {
    let title = head.title();
    let title = if !big && head.turn {
        format!("{title} · their turn")
    } else {
        title
    };
    let score = format!(
        "{} {}",
        head.score,
        match (big, head.score) {
            (true, 1) => "Plot Point",
            (true, _) => "Plot Points",
            (false, 1) => "pt",
            (false, _) => "pts",
        }
    );
    view! {
        <header class="seat-head">
            <h2>{title}</h2>
            <span class="seat-score">{score}</span>
            {(!head.mine).then(|| view! { <HandBacks size=head.hand_size plots=head.hand_plots/> })}
        </header>
    }
}

/// A hand seen from outside: how many cards, the red backs counted apart.
#[component]
fn HandBacks(size: usize, plots: usize) -> impl IntoView {
    let backs = (0..size)
        .map(|i| {
            let class = if i < plots {
                "mini-back plot"
            } else {
                "mini-back action"
            };
            view! { <span class=class></span> }
        })
        .collect_view();
    view! {
        <p class="hand-count" data-testid="hand-count" data-count=size data-plots=plots>
            {format!("Hand: {} ({plots} Plot)", crate::ui::text::count(size, "card", "cards"))}
            <span class="mini-backs" aria-hidden="true">{backs}</span>
        </p>
    }
}

/// The cards attached to a card (Q and Intrigue), as chips under it.
#[component]
fn Attached(list: Vec<CardView>) -> impl IntoView {
    (!list.is_empty()).then(|| {
        let chips = list
            .into_iter()
            .filter_map(|c| {
                let id = c.card?;
                Some(view! { <Chip id=id uid=Some(c.uid) extra="attached" testid="attached".to_string()/> })
            })
            .collect_view();
        view! { <div class="ccg-attached" aria-label="Attached cards">{chips}</div> }
    })
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
#[component]
fn Piece(piece: PieceView, big: bool) -> impl IntoView {
    let class = format!(
        "ccg-piece{}{}",
        if big { "" } else { " small" },
        if piece.demoted { " demoted" } else { "" }
    );
    let values = values_line(&piece);
    let card = if big {
        view! {
            <div class="piece-card">
                <CardButton id=piece.card.clone() uid=Some(piece.uid) class="big" testid="agency-card"/>
            </div>
            <p class="piece-values">{values}</p>
        }
        .into_any()
    } else {
        let extra = if piece.demoted { "demoted" } else { "" };
        view! {
            <Chip id=piece.card.clone() uid=Some(piece.uid) extra=extra testid="agency-card".to_string()/>
            <span class="piece-values">{values}</span>
        }
        .into_any()
    };
    view! {
        <li class=class data-testid="agency-piece" data-card=piece.card data-demoted=piece.demoted.to_string()>
            {card}
            <Attached list=piece.attached/>
        </li>
    }
}

/// One card of a Main Plot, large (`k`: its place in the stack) or condensed.
#[component]
fn Plot(plot: PlotView, k: usize, big: bool) -> impl IntoView {
    let class = match (big, k) {
        (false, _) => "ccg-plot small",
        (true, 0) => "ccg-plot main",
        (true, _) => "ccg-plot sub",
    };
    let uid = Some(plot.uid);
    let card = match (plot.card, plot.face_up, big) {
        (Some(id), true, true) => {
            view! { <CardButton id=id uid=uid class="big" testid="zone-card"/> }.into_any()
        }
        (Some(id), false, true) => view! {
            <div class="own-face-down" title="Face down: only you see it">
                <CardButton id=id uid=uid class="big" testid="zone-card"/>
                <span class="fd-mark">"Face down"</span>
            </div>
        }
        .into_any(),
        (None, _, true) => view! { <CardBack plot=true class="big"/> }.into_any(),
        (Some(id), up, false) => {
            let extra = if up { "" } else { "own-fd" };
            view! { <Chip id=id uid=uid extra=extra testid="zone-card".to_string()/> }.into_any()
        }
        (None, _, false) => view! { <HiddenChip/> }.into_any(),
    };
    view! {
        <li class=class data-face-up=plot.face_up.to_string()>
            {card}
            <Attached list=plot.attached/>
        </li>
    }
}

/// The Plot Zone's Main Plots, one stack each, or a word that there are none (the zone is then
/// one line).
fn main_plots(zone: Vec<Vec<PlotView>>, big: bool) -> impl IntoView {
    if zone.is_empty() {
        return view! { <p class="muted empty">"None"</p> }.into_any();
    }
    zone.into_iter()
        .enumerate()
        .map(|(m, stack)| {
            let n = m + 1;
            let plots = stack
                .into_iter()
                .enumerate()
                .map(|(k, p)| view! { <Plot plot=p k=k big=big/> })
                .collect_view();
            view! {
                <ol class=if big { "ccg-stack big" } else { "ccg-stack" } data-testid="main-plot"
                    aria-label=format!("Main Plot {n}")>
                    {big.then(|| view! { <li class="stack-label">{format!("Main Plot {n}")}</li> })}
                    {plots}
                </ol>
            }
        })
        .collect_view()
        .into_any()
}

/// The Agency's pieces, or a word that it is empty (one line).
fn agency_list(pieces: Vec<PieceView>, big: bool) -> impl IntoView {
    if pieces.is_empty() {
        return view! { <p class="muted empty">"No one yet"</p> }.into_any();
    }
    let list = pieces
        .into_iter()
        .map(|p| view! { <Piece piece=p big=big/> })
        .collect_view();
    view! { <ul class=if big { "ccg-agency big" } else { "ccg-agency small" }>{list}</ul> }
        .into_any()
}

/// One pile with its count, and the face-up card on top of it when it shows one.
#[derive(Clone, Debug, PartialEq)]
struct Pile {
    label: &'static str,
    count: usize,
    testid: &'static str,
    top: Option<String>,
}

/// A seat's piles with their counts (the face-up Plot Pile or Plot Discard Pile tops), and the
/// cards in play this turn.
#[derive(Clone, Debug, PartialEq)]
struct Piles {
    piles: Vec<Pile>,
    lingering: Vec<CardView>,
}

impl Piles {
    fn of(s: &SeatView, variant: Variant) -> Piles {
        let pile = |label, count, testid, top: Option<&CardView>| Pile {
            label,
            count,
            testid,
            top: top.and_then(|c| c.card.clone()),
        };
        let mut piles = match variant {
            Variant::Basic => vec![
                pile("Draw Pile", s.draw_size, "draw-pile", None),
                pile("Discard Pile", s.discard_size, "discard-pile", None),
                pile(
                    "Plot Pile",
                    s.plot_pile_size,
                    "plot-pile",
                    s.plot_pile.last(),
                ),
            ],
            Variant::Ltk => vec![
                pile("Action Draw", s.draw_size, "draw-pile", None),
                pile("Action Discard", s.discard_size, "discard-pile", None),
                pile("Plot Draw", s.plot_pile_size, "plot-pile", None),
                pile(
                    "Plot Discard",
                    s.plot_discard.len(),
                    "plot-discard",
                    s.plot_discard.last(),
                ),
            ],
        };
        piles.push(pile("Overcome", s.won.len(), "won-pile", None));
        Piles {
            piles,
            lingering: s.lingering.clone(),
        }
    }
}

#[component]
fn PileList(piles: Piles) -> impl IntoView {
    let list = piles
        .piles
        .into_iter()
        .map(|p| {
            let top = p.top.map(|id| {
                view! {
                    <span class="pile-top">
                        " top: "
                        <Chip id=id uid=None testid=format!("{}-top", p.testid)/>
                    </span>
                }
            });
            view! {
                <li class="pile" data-testid=p.testid data-count=p.count>
                    {format!("{}: {}", p.label, crate::ui::text::count(p.count, "card", "cards"))}
                    {top}
                </li>
            }
        })
        .collect_view();
    let lingering = (!piles.lingering.is_empty()).then(|| {
        let chips = piles
            .lingering
            .into_iter()
            .filter_map(|c| {
                let id = c.card?;
                Some(view! { <Chip id=id uid=Some(c.uid) testid="lingering".to_string()/> })
            })
            .collect_view();
        view! { <li class="pile">"In play this turn: " {chips}</li> }
    });
    view! { <ul class="ccg-piles">{list}{lingering}</ul> }
}
