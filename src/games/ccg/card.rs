//! The card faces: our own SVG drawn from the card data (type colour band, title, type, PV and
//! CV, Ability icons as simple lettered glyphs, bullets, a short text and the film), and the
//! two card backs (red for Plot cards, blue for Action cards). No copied art or logos.

use leptos::prelude::*;
use qbranch_engine::ccg::{find_card, Card, CardType, Icon, Uid};

use super::compose::Pick;
use crate::ui::markup::{el, El, Markup};

/// The face's drawing box: 100 × 140 units (a playing card's proportions).
const FACE_VIEW_BOX: &str = "0 0 100 140";

/// The colour of a card type's band.
pub fn type_colour(t: CardType) -> &'static str {
    match t {
        CardType::Mission => "#7a1424",
        CardType::Villain => "#b3122e",
        CardType::Henchman => "#c4532a",
        CardType::Location => "#8a6a14",
        CardType::Obstacle => "#5c5f66",
        CardType::Bond => "#1c3f7a",
        CardType::Personality => "#22705f",
        CardType::Agent => "#1f5e86",
        CardType::Q => "#2b2f36",
        CardType::Intrigue => "#5b3a8f",
    }
}

/// Our glyph for an Ability icon: two letters in a disc.
pub fn glyph(i: Icon) -> &'static str {
    match i {
        Icon::Aquatics => "Aq",
        Icon::Cunning => "Cu",
        Icon::Driving => "Dr",
        Icon::Evasion => "Ev",
        Icon::Flying => "Fl",
        Icon::SavoirFaire => "SF",
        Icon::Shooting => "Sh",
        Icon::Strength => "St",
        Icon::HandToHand => "HH",
        Icon::QuickThinking => "QT",
        Icon::Technology => "Te",
        Icon::WinterSports => "WS",
    }
}

/// A value as printed: blank when the card has none.
pub fn value_text(v: Option<u8>) -> String {
    v.map(|n| n.to_string()).unwrap_or_else(|| "–".into())
}

/// Icons with their counts as words ("Shooting 2, Cunning").
pub fn icons_text(list: &[(Icon, u8)]) -> String {
    if list.is_empty() {
        return "none".into();
    }
    list.iter()
        .map(|&(i, n)| {
            if n > 1 {
                format!("{} {n}", i.name())
            } else {
                i.name().to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Break `text` into lines of at most `width` characters (words longer than that are cut), at
/// most `max` lines; an ellipsis marks text left out.
pub fn wrap(text: &str, width: usize, max: usize) -> Vec<String> {
    wrap_words(text, width, width, max)
}

/// [`wrap`], where a single word up to `longest` characters long keeps a line of its own
/// whole.
fn wrap_words(text: &str, width: usize, longest: usize, max: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut cur = String::new();
    let mut cut = false;
    for (word, spaced) in words(text, width) {
        let word: String = word.chars().take(longest).collect();
        let len = cur.chars().count();
        if len == 0 {
            cur = word;
        } else if len + usize::from(spaced) + word.chars().count() <= width {
            if spaced {
                cur.push(' ');
            }
            cur.push_str(&word);
        } else {
            lines.push(std::mem::take(&mut cur));
            cur = word;
        }
        if lines.len() == max {
            cut = true;
            break;
        }
    }
    if !cur.is_empty() && lines.len() < max {
        lines.push(cur);
    } else if !cur.is_empty() {
        cut = true;
    }
    if cut {
        if let Some(last) = lines.last_mut() {
            let keep: String = last.chars().take(width.saturating_sub(1)).collect();
            *last = format!("{}…", keep.trim_end());
        }
    }
    lines
}

/// The words of `text`, each with whether a space comes before it; a hyphenated word longer
/// than `width` is broken after its hyphens ("Counter-", "Intelligence").
fn words(text: &str, width: usize) -> Vec<(&str, bool)> {
    let mut out = Vec::new();
    for word in text.split_whitespace() {
        if word.chars().count() <= width || !word.contains('-') {
            out.push((word, true));
            continue;
        }
        let mut rest = word;
        let mut spaced = true;
        while let Some(k) = rest.find('-').filter(|&k| k + 1 < rest.len()) {
            out.push((&rest[..=k], spaced));
            rest = &rest[k + 1..];
            spaced = false;
        }
        out.push((rest, spaced));
    }
    out
}

/// Where the icon discs go: one entry per disc (icon, requires?), at most `max` discs.
pub fn icon_discs(card: &Card, max: usize) -> Vec<(Icon, &'static str)> {
    let provide_colour = if card.ctype == CardType::Q {
        "prov-q"
    } else {
        "prov"
    };
    let mut out = Vec::new();
    for &(i, n) in card.provides {
        for _ in 0..n {
            out.push((i, provide_colour));
        }
    }
    for &(i, n) in card.requires {
        for _ in 0..n {
            out.push((i, "req"));
        }
    }
    out.truncate(max);
    out
}

/// The plain-words label of a card for screen readers and tooltips.
pub fn card_label(card: &Card) -> String {
    format!("{}, {}", card.name, card.ctype.name())
}

/// The shape of a face's type band: the straight part under its rounded top, where the type's
/// name sits and how it is written, and its Bullets (at most `bullets` dots, on the line `y`).
struct Band {
    depth: u8,
    type_at: (f32, f32),
    upper: bool,
    bullets: u8,
    bullet_y: f32,
    bullet_r: f32,
}

/// The full face's band (the zoom).
const FULL_BAND: Band = Band {
    depth: 10,
    type_at: (6.0, 12.0),
    upper: true,
    bullets: 6,
    bullet_y: 8.5,
    bullet_r: 2.6,
};

/// The table face's band: deeper, for a larger type's name.
const TABLE_BAND: Band = Band {
    depth: 14,
    type_at: (5.0, 15.5),
    upper: false,
    bullets: 5,
    bullet_y: 11.0,
    bullet_r: 2.8,
};

/// The card's outline and its type band: the type's name and a dot per Bullet.
fn band(card: &Card, b: &Band) -> Markup {
    let colour = type_colour(card.ctype);
    let mut m = Markup::new();
    m.push(
        el("rect")
            .class("cf-paper")
            .attr("x", 1)
            .attr("y", 1)
            .attr("width", 98)
            .attr("height", 138)
            .attr("rx", 6)
            .attr("style", format_args!("stroke:{colour}")),
    );
    m.push(
        el("path")
            .attr(
                "d",
                format_args!(
                    "M1 7 a6 6 0 0 1 6 -6 h86 a6 6 0 0 1 6 6 v{} h-98 z",
                    b.depth
                ),
            )
            .attr("style", format_args!("fill:{colour}")),
    );
    let name = card.ctype.name();
    m.push(
        el("text")
            .class("cf-type")
            .attr("x", b.type_at.0)
            .attr("y", b.type_at.1)
            .text(if b.upper {
                name.to_uppercase()
            } else {
                name.to_string()
            }),
    );
    m.extend((0..card.bullets.min(b.bullets)).map(|k| {
        el("circle")
            .class("cf-bullet")
            .attr("cx", 92 - 7 * i32::from(k))
            .attr("cy", b.bullet_y)
            .attr("r", b.bullet_r)
    }));
    m
}

/// Lines of text of one class, from `y`, `step` apart.
fn text_lines(lines: &[String], class: &str, y: i32, step: i32) -> Markup {
    lines
        .iter()
        .zip(0..)
        .map(|(l, k)| {
            el("text")
                .class(class)
                .attr("x", 6)
                .attr("y", y + step * k)
                .text(l)
        })
        .collect()
}

/// The PV and CV boxes, their text's baseline at `y`.
fn values(card: &Card, y: i32) -> Markup {
    let value = |x: i32, label: &str, v: Option<u8>| {
        [
            el("rect")
                .attr("x", x)
                .attr("y", y - 8)
                .attr("width", 28)
                .attr("height", 11)
                .attr("rx", 2)
                .class("cf-val"),
            el("text")
                .attr("x", x + 14)
                .attr("y", y)
                .attr("text-anchor", "middle")
                .text(format_args!("{label} {}", value_text(v))),
        ]
    };
    el("g")
        .class("cf-values")
        .children(value(5, "PV", card.pv))
        .children(value(37, "CV", card.cv))
        .into()
}

/// The icon discs, six to a row from `y`.
fn discs(discs: &[(Icon, &str)], y: i32) -> Markup {
    discs
        .iter()
        .enumerate()
        .map(|(k, (i, class))| {
            let x = 10 + (k % 6) as i32 * 15;
            let y = y + (k / 6) as i32 * 14;
            el("g")
                .class(format_args!("cf-icon {class}"))
                .child(el("circle").attr("cx", x).attr("cy", y).attr("r", 6.3))
                .child(
                    el("text")
                        .attr("x", x)
                        .attr("y", format_args!("{}.2", y + 2))
                        .attr("text-anchor", "middle")
                        .text(glyph(*i)),
                )
        })
        .collect()
}

/// The inside of a card design's SVG face, as markup: the browser builds it in one step,
/// which keeps a table of cards quick to draw (a face is some twenty shapes and lines of text).
/// From the top: the type band, the title, the values, the icons, the text, the film; every
/// position is a whole unit or a half.
pub fn face_markup(card: &'static Card) -> Markup {
    let mut m = band(card, &FULL_BAND);
    let title = wrap(card.name, 15, 2);
    m.push(text_lines(&title, "cf-title", 27, 10));
    let vy = 30 + 10 * title.len() as i32;
    if card.pv.is_some() || card.cv.is_some() {
        m.push(values(card, vy));
    }
    let iy = vy + 12;
    let icons = icon_discs(card, 12);
    m.push(discs(&icons, iy));
    let ty = iy + icons.len().div_ceil(6) as i32 * 14 + 2;
    let room = ((128 - ty) / 7).max(0) as usize;
    m.push(text_lines(&wrap(card.text, 26, room), "cf-text", ty, 7));
    let film = wrap(card.film.title(), 30, 1);
    m.push(text_lines(&film, "cf-film", 135, 0));
    m
}

/// A value box of the table face: its label and value, `x` its left edge, `y` its baseline.
fn table_value(x: f32, y: i32, label: &str, v: Option<u8>) -> [El; 2] {
    [
        el("rect")
            .class("cf-val")
            .attr("x", x)
            .attr("y", y - 12)
            .attr("width", 43)
            .attr("height", 16)
            .attr("rx", 2),
        el("text")
            .attr("x", x + 21.5)
            .attr("y", y)
            .attr("text-anchor", "middle")
            .text(format_args!("{label} {}", value_text(v))),
    ]
}

/// The icon discs of a table face, four to a row from the centre line `y`.
fn table_discs(discs: &[(Icon, &str)], y: i32) -> Markup {
    discs
        .iter()
        .enumerate()
        .map(|(k, (i, class))| {
            let x = 14 + (k % 4) as i32 * 24;
            let y = y + (k / 4) as i32 * 23;
            el("g")
                .class(format_args!("cf-icon {class}"))
                .child(el("circle").attr("cx", x).attr("cy", y).attr("r", 10.5))
                .child(
                    el("text")
                        .attr("x", x)
                        .attr("y", y + 4)
                        .attr("text-anchor", "middle")
                        .text(glyph(*i)),
                )
        })
        .collect()
}

/// The title's lines on a table face; a line of one long word is drawn narrower to fit the
/// card, never smaller.
fn title_lines(lines: &[String]) -> Markup {
    lines
        .iter()
        .zip(0..)
        .map(|(l, k)| {
            let line = el("text")
                .class("cf-title")
                .attr("x", 5)
                .attr("y", 36 + 15 * k);
            let line = if l.chars().count() > 11 {
                line.attr("textLength", 90)
                    .attr("lengthAdjust", "spacingAndGlyphs")
            } else {
                line
            };
            line.text(l)
        })
        .collect()
}

/// The face a card shows where it lies on the table or in the hand: what a player reads across
/// the table (type, title, PV and CV, icons) in type no smaller than 10.8 units (12 px at the
/// table's card width, `--card-w` in ccg.css), and as much of the text as the rest of the card
/// holds; the zoom shows all of it.
pub fn table_face_markup(card: &'static Card) -> Markup {
    let mut m = band(card, &TABLE_BAND);
    let title = wrap_words(card.name, 11, 14, 3);
    m.push(title_lines(&title));
    let mut y = 21 + 15 * title.len() as i32;
    if card.pv.is_some() || card.cv.is_some() {
        y += 19;
        m.push(
            el("g")
                .class("cf-values")
                .children(table_value(4.0, y, "PV", card.pv))
                .children(table_value(52.5, y, "CV", card.cv)),
        );
    }
    let icons = icon_discs(card, 8);
    if !icons.is_empty() {
        m.push(table_discs(&icons, y + 17));
        y += 6 + 23 * icons.len().div_ceil(4) as i32;
    }
    let room = ((133 - y) / 13).max(0) as usize;
    m.push(text_lines(
        &wrap(card.text, 13, room),
        "cf-text",
        y + 13,
        13,
    ));
    m
}

/// The SVG face of a card design, with all its text (the zoom).
#[component]
pub fn Face(card: &'static Card) -> impl IntoView {
    view! {
        <svg class="cf" viewBox=FACE_VIEW_BOX role="img" aria-label=card_label(card)
            inner_html=face_markup(card)></svg>
    }
}

/// The table face of a card design (the table and the hand).
#[component]
pub fn TableFace(card: &'static Card) -> impl IntoView {
    view! {
        <svg class="cf table" viewBox=FACE_VIEW_BOX role="img" aria-label=card_label(card)
            inner_html=table_face_markup(card)></svg>
    }
}

/// How the table's cards answer a tap (a context the table provides): which cards a tap may
/// choose now and the one chosen last (the card is marked `pickable`, `picked`), and the tap
/// itself, given the card's design id and the physical card (it chooses the card, or opens
/// the zoom).
#[derive(Clone, Copy)]
pub struct CardTaps {
    pub pick: Pick,
    pub tap: Callback<(String, Option<Uid>)>,
}

/// A tap on a card of the table: its pick state, kept up to date, and its click.
struct Tappable {
    /// A tap may choose the card now.
    can: Signal<bool>,
    /// It is the card chosen last.
    picked: Signal<bool>,
    taps: Option<CardTaps>,
}

impl Tappable {
    fn new(uid: Option<Uid>) -> Tappable {
        let taps = use_context::<CardTaps>();
        let can = Signal::derive(move || match (taps, uid) {
            (Some(t), Some(u)) => t.pick.eligible.with(|e| e.contains(&u)),
            _ => false,
        });
        let picked = Signal::derive(move || {
            can.get() && taps.is_some_and(|t| uid.is_some() && t.pick.last.get() == uid)
        });
        Tappable { can, picked, taps }
    }

    fn click(&self, id: &str, uid: Option<Uid>) -> impl Fn(leptos::ev::MouseEvent) + 'static {
        let (taps, id) = (self.taps, id.to_string());
        move |_| {
            if let Some(t) = taps {
                t.tap.run((id.clone(), uid));
            }
        }
    }
}

/// A card shown face up as a button: a tap (or Enter) opens the zoom, or chooses the card
/// while an action is composed.
#[component]
pub fn CardButton(
    id: String,
    uid: Option<Uid>,
    class: &'static str,
    testid: &'static str,
) -> impl IntoView {
    let Some(card) = find_card(&id) else {
        return view! { <span class="ccg-card unknown">{id}</span> }.into_any();
    };
    let t = Tappable::new(uid);
    let (can, picked) = (t.can, t.picked);
    view! {
        <button
            type="button"
            class=format!("ccg-card {class}")
            class:pickable=can
            class:picked=picked
            data-testid=testid
            data-card=id.clone()
            data-uid=uid.map(|u| u.0)
            data-pickable=move || can.get().to_string()
            data-type=card.ctype.name().to_lowercase()
            title=move || if can.get() && !picked.get() { "Choose this card" } else { "Open the card" }
            on:click=t.click(&id, uid)
        >
            <TableFace card=card/>
        </button>
    }
    .into_any()
}

/// A small readable chip for a face-up card (opponents' areas, piles): tap to zoom, or to
/// choose it while an action is composed.
#[component]
pub fn Chip(
    id: String,
    uid: Option<Uid>,
    #[prop(default = "")] extra: &'static str,
    testid: String,
) -> impl IntoView {
    let Some(card) = find_card(&id) else {
        return view! { <span class="ccg-chip">{id}</span> }.into_any();
    };
    let t = Tappable::new(uid);
    let (can, picked) = (t.can, t.picked);
    let class = if extra.is_empty() {
        "ccg-chip".to_string()
    } else {
        format!("ccg-chip {extra}")
    };
    view! {
        <button
            type="button"
            class=class
            class:pickable=can
            class:picked=picked
            data-testid=testid
            data-card=id.clone()
            data-uid=uid.map(|u| u.0)
            data-pickable=move || can.get().to_string()
            style=format!("--band:{}", type_colour(card.ctype))
            on:click=t.click(&id, uid)
        >
            <span class="chip-name">{card.name}</span>
            <span class="chip-type">{card.ctype.name()}</span>
        </button>
    }
    .into_any()
}

/// A face-down Plot of another seat, as a chip: nothing to read on it.
#[component]
pub fn HiddenChip() -> impl IntoView {
    view! {
        <span class="ccg-chip hidden" data-testid="face-down">
            <span class="chip-name">"Face down"</span>
            <span class="chip-type">"Plot"</span>
        </span>
    }
}

/// A card back, not a button (nothing to read on it): red for Plot cards, blue for Action
/// cards.
#[component]
pub fn CardBack(plot: bool, class: &'static str) -> impl IntoView {
    let (kind, label) = if plot {
        ("plot", "A Plot card, face down")
    } else {
        ("action", "An Action card, face down")
    };
    view! {
        <span class=format!("ccg-card back {class}") data-testid="card-back">
            <svg class=format!("cf-back {kind}") viewBox=FACE_VIEW_BOX role="img" aria-label=label>
                <rect class="cb-fill" x="1" y="1" width="98" height="138" rx="6"></rect>
                <circle class="cb-ring" cx="50" cy="70" r="32"></circle>
                <circle class="cb-ring" cx="50" cy="70" r="22"></circle>
                <circle class="cb-ring" cx="50" cy="70" r="12"></circle>
                <text class="cb-mark" x="50" y="74" text-anchor="middle">"007"</text>
            </svg>
        </span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_keeps_words_and_marks_what_is_cut() {
        assert_eq!(wrap("Max Zorin", 15, 2), vec!["Max Zorin"]);
        assert_eq!(
            wrap("On Her Majesty's Secret Service", 15, 2),
            vec!["On Her", "Majesty's…"]
        );
        assert_eq!(
            wrap("The Man with the Golden Gun", 15, 3),
            vec!["The Man with", "the Golden Gun"]
        );
        // Every line fits the width.
        let long = "Bullets fly: whoever faces this needs a steady aim and a lot of luck today.";
        let lines = wrap(long, 20, 3);
        assert_eq!(lines.len(), 3);
        assert!(lines.iter().all(|l| l.chars().count() <= 20), "{lines:?}");
        assert!(lines[2].ends_with('…'));
        assert!(wrap("", 10, 2).is_empty());
        // A long hyphenated word breaks after its hyphen, a short one stays whole.
        assert_eq!(
            wrap("Counter-Intelligence", 11, 3),
            vec!["Counter-", "Intelligenc"]
        );
        assert_eq!(
            wrap_words("Counter-Intelligence", 11, 14, 3),
            vec!["Counter-", "Intelligence"]
        );
        assert_eq!(wrap("A Cross-Fire", 11, 3), vec!["A", "Cross-Fire"]);
        assert_eq!(wrap("Ex-KGB Agent", 15, 3), vec!["Ex-KGB Agent"]);
        assert!(wrap("anything", 10, 0).is_empty());
    }

    #[test]
    fn discs_follow_the_data_provides_first() {
        let avenge = find_card("avenge-felix-leiter").unwrap();
        let d = icon_discs(avenge, 12);
        // Shooting 1, Cunning 2, Savoir Faire 1: four red discs.
        assert_eq!(d.len(), 4);
        assert!(d.iter().all(|(_, c)| *c == "req"));
        assert_eq!(d.iter().filter(|(i, _)| *i == Icon::Cunning).count(), 2);
        assert_eq!(icon_discs(avenge, 2).len(), 2);
        let q = qbranch_engine::ccg::all_cards()
            .iter()
            .find(|c| c.ctype == CardType::Q && !c.provides.is_empty())
            .unwrap();
        assert!(icon_discs(q, 12).iter().all(|(_, c)| *c == "prov-q"));
    }

    #[test]
    fn every_icon_has_its_own_glyph_and_every_type_a_colour() {
        let mut seen: Vec<&str> = Icon::ALL.iter().map(|&i| glyph(i)).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), Icon::ALL.len());
        let mut cols: Vec<&str> = CardType::ALL.iter().map(|&t| type_colour(t)).collect();
        cols.sort();
        cols.dedup();
        assert_eq!(cols.len(), CardType::ALL.len());
        assert_eq!(
            icons_text(&[(Icon::Shooting, 2), (Icon::Cunning, 1)]),
            "Shooting 2, Cunning"
        );
        assert_eq!(icons_text(&[]), "none");
        assert_eq!(value_text(None), "–");
        assert_eq!(value_text(Some(0)), "0");
    }

    /// The `y` of every `<text>` and every disc's centre in a face's markup.
    fn ys(m: &str) -> Vec<f32> {
        m.split(['<'])
            .filter(|t| t.starts_with("text ") || t.starts_with("circle "))
            .filter_map(|t| {
                let key = if t.starts_with("text") {
                    " y=\""
                } else {
                    " cy=\""
                };
                let rest = &t[t.find(key)? + key.len()..];
                rest[..rest.find('"')?].parse().ok()
            })
            .collect()
    }

    #[test]
    fn a_table_face_keeps_every_line_on_the_card() {
        for c in qbranch_engine::ccg::all_cards() {
            let m = table_face_markup(c);
            let ys = ys(m.as_str());
            assert!(!ys.is_empty(), "{}", c.id);
            // The card is 140 units tall; a baseline or a disc's centre below 133 would cut
            // its letters or its disc at the edge.
            assert!(ys.iter().all(|&y| y <= 133.0), "{}: {ys:?}", c.id);
            // Title, type and values are there whatever the card.
            let first = wrap_words(c.name, 11, 14, 3).remove(0);
            assert!(
                m.as_str()
                    .contains(&format!(">{}</text>", crate::ui::markup::text(&first))),
                "{}",
                c.id
            );
            assert!(m.as_str().contains(&format!(">{}</text>", c.ctype.name())));
            if c.pv.is_some() {
                assert!(m
                    .as_str()
                    .contains(&format!(">PV {}</text>", value_text(c.pv))));
            }
            assert_eq!(
                m.as_str().matches("cf-icon").count(),
                icon_discs(c, 8).len(),
                "{}",
                c.id
            );
        }
    }

    #[test]
    fn a_face_carries_the_card_data_and_escapes_its_text() {
        let avenge = find_card("avenge-felix-leiter").unwrap();
        let m = face_markup(avenge);
        let m = m.as_str();
        // The type band, the title lines, one disc per icon needed, a dot per Bullet.
        assert!(m.contains(&format!(">{}</text>", avenge.ctype.name().to_uppercase())));
        for line in wrap(avenge.name, 15, 2) {
            assert!(
                m.contains(&format!(">{}</text>", crate::ui::markup::text(&line))),
                "{line}"
            );
        }
        assert_eq!(m.matches("cf-icon req").count(), 4);
        assert_eq!(
            m.matches("cf-bullet").count(),
            avenge.bullets.min(6) as usize
        );
        assert_eq!(m.matches("<text").count(), m.matches("</text>").count());
        assert!(m.starts_with(
            r#"<rect class="cf-paper" x="1" y="1" width="98" height="138" rx="6" style="stroke:"#
        ));
        // Every card's face: its groups closed, its title's first line shown, no text that
        // opens a tag.
        for c in qbranch_engine::ccg::all_cards() {
            let m = face_markup(c);
            let m = m.as_str();
            assert_eq!(
                m.matches("<g ").count(),
                m.matches("</g>").count(),
                "{}",
                c.id
            );
            let first = wrap(c.name, 15, 2).remove(0);
            assert!(
                m.contains(&format!(">{}</text>", crate::ui::markup::text(&first))),
                "{}",
                c.id
            );
            assert_eq!(
                m.matches('<').count(),
                2 * m.matches("</").count(),
                "{}",
                c.id
            );
        }
    }
}
