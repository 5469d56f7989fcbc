//! The board games' layers written as markup strings (escaped with `crate::markup::esc`): a
//! layer redrawn whole by an effect, the layer of highlighted spaces, and a list kept up to date
//! item by item. The You Only Live Twice, Live and Let Die and briefcase race boards draw with
//! these; every other screen writes markup with `ui::markup` or `view!`.

use leptos::prelude::*;

use crate::markup::esc;
use crate::ui::tap::{tap_click, tap_key};

/// An item: its key (unique in its list) and its markup (one element).
pub type Item = (u64, String);

/// One step of bringing the drawn list to the new one, in the new list's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Keep the drawn item at this index; `changed`: its markup differs.
    Keep { drawn: usize, changed: bool },
    /// A new item: insert it before the next kept item (or at the end).
    Insert,
}

/// The plan: the drawn items to remove (their indexes, ascending), then one [`Step`] per new
/// item. `None` when the kept items changed order (then the list is drawn afresh).
pub fn plan(drawn: &[Item], new: &[Item]) -> Option<(Vec<usize>, Vec<Step>)> {
    // The drawn keys, sorted, with their places (a list may be a long game's whole log).
    let mut at: Vec<(u64, usize)> = drawn
        .iter()
        .enumerate()
        .map(|(i, (k, _))| (*k, i))
        .collect();
    at.sort();
    let mut steps = Vec::with_capacity(new.len());
    let mut kept = vec![false; drawn.len()];
    let mut last = None;
    for (k, html) in new {
        match at.binary_search_by(|(d, _)| d.cmp(k)).map(|j| at[j].1) {
            Ok(i) => {
                if last.is_some_and(|l| i <= l) {
                    return None;
                }
                last = Some(i);
                kept[i] = true;
                steps.push(Step::Keep {
                    drawn: i,
                    changed: drawn[i].1 != *html,
                });
            }
            Err(_) => steps.push(Step::Insert),
        }
    }
    let removed = (0..drawn.len()).filter(|&i| !kept[i]).collect();
    Some((removed, steps))
}

/// Bring the children of `el` (drawn as `drawn`) to `items`, in place where it can.
pub fn draw(el: &web_sys::Element, drawn: &mut Vec<Item>, items: Vec<Item>) {
    let children: Vec<web_sys::Element> = {
        let list = el.children();
        (0..list.length()).filter_map(|i| list.item(i)).collect()
    };
    let planned = (children.len() == drawn.len())
        .then(|| plan(drawn, &items))
        .flatten();
    let Some((removed, steps)) = planned else {
        let html: String = items.iter().map(|(_, h)| h.as_str()).collect();
        el.set_inner_html(&html);
        *drawn = items;
        return;
    };
    for i in removed {
        children[i].remove();
    }
    // The kept children in order: each new item goes before the next one still to come.
    let kept: Vec<usize> = steps
        .iter()
        .filter_map(|s| match s {
            Step::Keep { drawn, .. } => Some(*drawn),
            Step::Insert => None,
        })
        .collect();
    let mut next = 0;
    for (step, (_, html)) in steps.iter().zip(&items) {
        match *step {
            Step::Keep { drawn, changed } => {
                if changed {
                    children[drawn].set_outer_html(html);
                }
                next += 1;
            }
            // Inserting markup next to a live element cannot fail.
            Step::Insert => match kept.get(next) {
                Some(&k) => {
                    children[k].insert_adjacent_html("beforebegin", html).ok();
                }
                None => {
                    el.insert_adjacent_html("beforeend", html).ok();
                }
            },
        }
    }
    *drawn = items;
}

/// The list in `host` found by `sel`, drawn from `items` by an effect (with [`draw`]) whenever
/// what `items` reads changes.
pub fn keyed_layer(
    host: leptos::prelude::NodeRef<leptos::html::Div>,
    sel: &'static str,
    items: Box<dyn Fn() -> Vec<Item>>,
) {
    let drawn = std::cell::RefCell::new(Vec::new());
    super::effect_of(Box::new(move || {
        let items = items();
        if let Some(el) = host
            .get()
            .and_then(|h| h.query_selector(sel).ok().flatten())
        {
            draw(&el, &mut drawn.borrow_mut(), items);
        }
    }));
}

/// One highlighted space, as markup: `kind` its classes (`tap step`), `inner` its circles.
pub fn tap_html(
    h: &mut String,
    index: usize,
    kind: &str,
    label: &str,
    space: impl std::fmt::Display,
    inner: &str,
) {
    h.push_str(&format!(
        r#"<g class="{kind}" role="button" tabindex="0" aria-label="{label}" data-testid="tap" data-space="{space}" data-tap="{index}"><title>{label}</title>{inner}</g>"#,
        label = esc(label)
    ));
}

/// One layer of a board, found by `find` once the board is in the page, kept up to date by an
/// effect: `html` is drawn again whenever what it reads changes, and set only when it differs
/// from what is shown (so a focused element in an unchanged layer keeps its focus).
pub fn markup_layer(
    find: Box<dyn Fn() -> Option<web_sys::Element>>,
    html: Box<dyn Fn() -> String>,
) {
    let shown = std::cell::RefCell::new(None::<String>);
    super::effect_of(Box::new(move || {
        let Some(g) = find() else { return };
        let h = html();
        let mut shown = shown.borrow_mut();
        if shown.as_deref() != Some(h.as_str()) {
            g.set_inner_html(&h);
            *shown = Some(h);
        }
    }));
}

/// The layer of highlighted spaces: `html` draws them (see [`tap_html`]); `on_tap` gets the
/// index of the one tapped, or taken with Enter or Space.
pub fn tap_layer(html: Box<dyn Fn() -> String + Send + Sync>, on_tap: Callback<usize>) -> AnyView {
    view! {
        <g class="taps" inner_html=html
            on:click=move |e| {
                if let Some(i) = tap_click(&e) {
                    on_tap.run(i);
                }
            }
            on:keydown=move |e| {
                if let Some(i) = tap_key(&e) {
                    on_tap.run(i);
                }
            }>
        </g>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(items: &[(u64, &str)]) -> Vec<Item> {
        items.iter().map(|(k, h)| (*k, h.to_string())).collect()
    }

    #[test]
    fn new_items_at_the_front_are_inserted_and_the_oldest_removed() {
        let drawn = list(&[(3, "c*"), (2, "b"), (1, "a")]);
        let new = list(&[(4, "d*"), (3, "c"), (2, "b")]);
        let (removed, steps) = plan(&drawn, &new).expect("same order");
        assert_eq!(removed, vec![2], "the oldest line leaves");
        assert_eq!(
            steps,
            vec![
                Step::Insert,
                Step::Keep {
                    drawn: 0,
                    changed: true
                },
                Step::Keep {
                    drawn: 1,
                    changed: false
                },
            ]
        );
    }

    #[test]
    fn a_reordered_list_is_drawn_afresh() {
        let drawn = list(&[(1, "a"), (2, "b")]);
        assert_eq!(plan(&drawn, &list(&[(2, "b"), (1, "a")])), None);
    }

    #[test]
    fn an_emptied_list_removes_everything_and_a_new_one_inserts_everything() {
        let drawn = list(&[(1, "a"), (2, "b")]);
        assert_eq!(plan(&drawn, &[]), Some((vec![0, 1], vec![])));
        assert_eq!(
            plan(&[], &drawn),
            Some((vec![], vec![Step::Insert, Step::Insert]))
        );
    }
}
